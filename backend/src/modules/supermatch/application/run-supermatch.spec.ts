import type { ReportPipelineProgress } from '../../pipelines/application/report-pipeline-progress';
import { SuperMatch } from '../domain/supermatch';
import type { CreditWallet, JobReader, MatchAnalyst, ResumeLibrary, ResumeTailor } from './collaborator-ports';
import { RetryableSuperMatchFailure, RunSuperMatch } from './run-supermatch';
import type { SuperMatchRepository } from './supermatch-ports';

const structured = { resume: { basics: { name: 'Jordan' } }, language: 'en' as const, confidence: {}, warnings: [] };

const POSTING = {
  title: 'Data Engineer',
  description: 'Data Engineer at Acme: PostgreSQL and Python.',
  language: 'en' as const,
  keywords: [{ id: 'postgresql', term: 'PostgreSQL', kind: 'tool' as const, required: true }],
  requirements: {},
};
const FOUND = [{ id: 'postgresql', term: 'PostgreSQL', kind: 'tool', required: true, evidence: [{ text: 'Postgres' }] }];

function setup(options: { verdict?: 'good' | 'poor'; failAt?: 'read' | 'render'; code?: string } = {}) {
  const log: string[] = [];
  const rows = new Map<string, SuperMatch>();
  const repo: SuperMatchRepository = {
    insert: async (s) => void rows.set(s.id, s),
    update: async (s) => (rows.has(s.id) ? (rows.set(s.id, s), true) : false),
    findById: async (id) => rows.get(id) ?? null,
    listByOwner: async () => [...rows.values()],
    delete: async (id) => void rows.delete(id),
    deleteByOwner: async () => [],
    // The bin and idempotency keys are not this use case's business.
    isTaken: async (id) => rows.has(id),
    moveToBin: async () => undefined,
    restore: async () => null,
    listDeleted: async () => [],
    purgeDeletedBefore: async () => 0,
  };
  const fail = (code: string) => Object.assign(new Error(code), { code });
  const wallet: CreditWallet = {
    charge: async (_, ref) => {
      log.push(`charge ${ref}`);
      return true;
    },
    refund: async (_, ref) => void log.push(`refund ${ref}`),
  };
  const jobReader: JobReader = {
    checkUrl: () => undefined,
    read: async () => {
      if (options.failAt === 'read') throw fail(options.code ?? 'NO_JOB_FOUND');
      return { title: 'Data Engineer', company: 'Acme', language: 'en', posting: POSTING };
    },
  };
  const analyst: MatchAnalyst = {
    analyze: async () => ({
      verdict: options.verdict ?? 'good',
      confidence: 'high',
      score: 80,
      reasons: ['r'],
      factors: [],
      found: FOUND,
      missing: [],
      details: {},
    }),
  };
  const tailor: ResumeTailor = {
    tailor: async (r, job, evidence) => {
      log.push(`tailor for ${job.posting.title} with ${evidence.map((k) => k.evidence?.[0]?.text).join(', ')}`);
      return { structured: r, changeSet: { base: r, changes: [], rejected: [], answers: [] } };
    },
  };
  const library = {
    readyResume: async () => ({ id: 'r1', name: 'CV', language: 'en', structured }),
    createTailored: async (input: { resumeId: string }) => {
      if (options.failAt === 'render') throw fail(options.code ?? 'RENDERING_FAILED');
      log.push(`tailored ${input.resumeId}`);
    },
    deleteTailored: async () => undefined,
  } as unknown as ResumeLibrary;
  const progress = {
    enterStage: async (_: string, stage: string) => void log.push(stage),
    awaitConfirmation: async () => void log.push('needs-confirmation'),
    succeed: async () => void log.push('succeeded'),
    fail: async (_: string, code: string) => void log.push(`failed ${code}`),
  } as unknown as ReportPipelineProgress;
  const useCase = new RunSuperMatch(repo, wallet, jobReader, analyst, tailor, library, progress);
  const supermatch = SuperMatch.request({ ownerId: 'u1', resumeId: 'r1', jobDescription: 'x'.repeat(40) });
  rows.set(supermatch.id, supermatch);
  return { useCase, supermatch, log, rows };
}

describe('RunSuperMatch', () => {
  it('reports every stage in order, makes the tailored resume with its fixed id, and finishes once', async () => {
    const { useCase, supermatch, log, rows } = setup();
    await useCase.execute(supermatch.id, { lastAttempt: false });
    expect(log).toEqual([
      'analyzing-job',
      'matching-profile',
      'tailoring-resume',
      // Tailoring gets the analysis's evidence (the resume's own words), not a second reading.
      'tailor for Data Engineer with Postgres',
      'generating-pdf',
      `tailored ${supermatch.tailoredResumeId}`,
      'finalizing',
      'succeeded',
    ]);
    expect(rows.get(supermatch.id)).toMatchObject({ status: 'ready', name: 'Data Engineer · Acme' });
    // Run again (a duplicate delivery): nothing happens.
    await useCase.execute(supermatch.id, { lastAttempt: false });
    expect(log.filter((l) => l === 'succeeded')).toHaveLength(1);
  });

  it('stops a poor match before tailoring and refunds it', async () => {
    const { useCase, supermatch, log, rows } = setup({ verdict: 'poor' });
    await useCase.execute(supermatch.id, { lastAttempt: false });
    expect(log).toEqual(['analyzing-job', 'matching-profile', `refund supermatch:${supermatch.id}`, 'needs-confirmation']);
    expect(rows.get(supermatch.id)!.status).toBe('mismatch');
  });

  it('fails at once, refunded, on an error a retry cannot fix', async () => {
    const { useCase, supermatch, log, rows } = setup({ failAt: 'read', code: 'JOB_FETCH_FAILED' });
    await useCase.execute(supermatch.id, { lastAttempt: false });
    expect(log).toEqual(['analyzing-job', `refund supermatch:${supermatch.id}`, 'failed JOB_FETCH_FAILED']);
    expect(rows.get(supermatch.id)).toMatchObject({ status: 'failed', errorCode: 'JOB_FETCH_FAILED' });
  });

  it('hands a transient failure back to the queue, and gives up (refunded) on the last attempt', async () => {
    const first = setup({ failAt: 'render' });
    await expect(first.useCase.execute(first.supermatch.id, { lastAttempt: false })).rejects.toBeInstanceOf(RetryableSuperMatchFailure);
    expect(first.log.some((l) => l.startsWith('refund'))).toBe(false);
    await first.useCase.execute(first.supermatch.id, { lastAttempt: true });
    expect(first.log.slice(-2)).toEqual([`refund supermatch:${first.supermatch.id}`, 'failed SUPERMATCH_PROCESSING_ERROR']);
  });

  it('leaves a SuperMatch deleted meanwhile alone', async () => {
    const { useCase, supermatch, log, rows } = setup();
    rows.delete(supermatch.id);
    await useCase.execute(supermatch.id, { lastAttempt: false });
    expect(log).toEqual([]);
  });
});

import { Logger } from '@nestjs/common';
import { offlineEnhancement } from '../domain/offline-engine';
import { reason, type ResumeChange } from '../domain/resume-change';
import { englishResume } from '../domain/testing/sample-resumes';
import type { AiEngine, EngineProposal } from './ai-engine';
import { EnhanceResume, type EnhancementStage } from './enhance-resume';

const llm = (c: Omit<ResumeChange, 'reason' | 'source'>): ResumeChange => ({ ...c, reason: reason('REWRITE'), source: 'llm' });

/** An engine whose "model" answers with good and hostile changes, the offline rules as fall-back. */
class ScriptedEngine implements AiEngine {
  readonly name = 'llm' as const;
  constructor(private readonly changes: ResumeChange[]) {}
  async enhance(input: Parameters<AiEngine['enhance']>[0]): Promise<EngineProposal> {
    const offline = offlineEnhancement(input);
    return {
      changes: this.changes,
      fallback: offline.changes,
      questions: offline.questions,
      engine: 'llm',
      usage: { calls: 1, promptTokens: 900, completionTokens: 120 },
    };
  }
  tailor(): Promise<EngineProposal> {
    throw new Error('not used');
  }
}

describe('EnhanceResume', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('keeps good model changes, refuses hostile ones, and falls back to the rules for the refused lines', async () => {
    const original = englishResume();
    const engine = new ScriptedEngine([
      llm({
        path: '/work/0/highlights/1',
        op: 'replace',
        before: 'I built the routing API in TypeScript and PostgreSQL.',
        after: 'Built the routing API in TypeScript and PostgreSQL.',
      }),
      llm({
        path: '/work/0/highlights/0',
        op: 'replace',
        before: 'Responsible for managing the billing service',
        after: 'Led the billing service for 10 years at Google',
      }),
      llm({ path: '/work/1/name', op: 'replace', before: 'Contoso Payments', after: 'Stripe' }),
      llm({ path: '/work/1/startDate', op: 'replace', before: '2016-09', after: '2012-09' }),
      llm({ path: '/basics/name', op: 'replace', before: 'Jordan Avery', after: 'Dr. Jordan Avery, PhD' }),
      llm({ path: '/work/9/highlights/0', op: 'replace', before: 'x', after: 'Invented line' }),
    ]);
    const stages: EnhancementStage[] = [];
    const result = await new EnhanceResume(engine).execute({
      resume: original,
      runId: 'job-42',
      onStage: (s) => {
        stages.push(s);
      },
    });

    expect(result.engine).toBe('llm');
    expect(result.language).toBe('en');
    expect(result.resume.work?.[0].highlights?.[1]).toBe('Built the routing API in TypeScript and PostgreSQL.');
    expect(result.resume.work?.[0].highlights?.[0]).toBe('Managed the billing service'); // the rule's version replaced the refused one
    expect(result.resume.work?.[1]).toMatchObject({ name: 'Contoso Payments', startDate: '2016-09' });
    expect(result.resume.basics?.name).toBe('Jordan Avery');
    expect(JSON.stringify(result.resume)).not.toMatch(/Google|Stripe|PhD|10 years/);
    expect(result.rejected.map((r) => [r.change.path, r.code])).toEqual(
      expect.arrayContaining([
        ['/work/0/highlights/0', 'FABRICATION'],
        ['/work/1/name', 'PATH_NOT_ALLOWED'],
        ['/work/1/startDate', 'PATH_NOT_ALLOWED'],
        ['/basics/name', 'PATH_NOT_ALLOWED'],
        ['/work/9/highlights/0', 'PATH_NOT_FOUND'],
      ]),
    );
    expect(stages).toEqual(['extracting-keywords', 'analyzing-structure', 'rewriting-summary', 'optimizing', 'finalizing']);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^enhance job-42: engine=llm calls=1 promptTokens=900 completionTokens=120 /));
  });

  describe('given the job the person aims at', () => {
    const job = {
      title: 'Platform engineer',
      language: 'en' as const,
      description: 'Kubernetes, Terraform and TypeScript required.',
      keywords: [
        { id: 'skill:kubernetes', term: 'Kubernetes', kind: 'tool', required: true },
        { id: 'skill:terraform', term: 'Terraform', kind: 'tool', required: true },
        { id: 'skill:typescript', term: 'TypeScript', kind: 'hard', required: true },
      ],
    };

    it('asks about the required skills the resume does not show, and only those', async () => {
      const result = await new EnhanceResume(new ScriptedEngine([])).execute({ resume: englishResume(), job });
      const keywordQuestions = result.questions.filter((q) => q.kind === 'keyword');
      // Kubernetes appears in a highlight and TypeScript in the skills: only Terraform is a gap.
      expect(keywordQuestions.map((q) => q.keyword)).toEqual(['Terraform']);
      expect(keywordQuestions[0].text.fr).toMatch(/Terraform/);
      expect(result.questions.some((q) => q.kind === 'result')).toBe(true);
    });

    it('without the job, asks only about results', async () => {
      const result = await new EnhanceResume(new ScriptedEngine([])).execute({ resume: englishResume() });
      expect(result.questions.length).toBeGreaterThan(0);
      expect(result.questions.every((q) => q.kind === 'result')).toBe(true);
    });

    it('an answer to a skill question adds the skill, and the question is no longer open', async () => {
      const result = await new EnhanceResume(new ScriptedEngine([])).execute({
        resume: englishResume(),
        job,
        answers: { 'keyword:skill:terraform': 'Yes, I wrote our Terraform modules at Contoso' },
      });
      expect(JSON.stringify(result.resume.skills)).toMatch(/Terraform/);
      expect(result.questions.some((q) => q.id === 'keyword:skill:terraform')).toBe(false);
    });
  });
});

import { ResumeError } from '../domain/resume-errors';
import type { Resume } from '../domain/resume';
import type { FileStore, ResumeJobs, ResumeRepository } from './ports';
import type { CreatePipelineRun } from '../../pipelines/application/create-pipeline-run';
import { sanitizeFileName, UploadResume } from './upload-resume';

/** In-memory ports: the use case's rules in isolation (the real adapters are integration-tested). */
function setup() {
  const saved: Resume[] = [];
  const files = new Map<string, Buffer>();
  const queued: string[] = [];
  const runs: Array<{ id: string; kind: string; subjectId: string }> = [];
  const notUsed = async (): Promise<never> => {
    throw new Error('not used by UploadResume');
  };
  const repo: ResumeRepository = {
    insert: async (r) => {
      saved.push(r);
    },
    // The first resume of an owner becomes base (the real rule runs under a lock in PostgreSQL).
    claimBaseIfNone: async (ownerId, id) => saved.filter((r) => r.ownerId === ownerId)[0]?.id === id,
    findById: async () => null,
    update: notUsed,
    list: notUsed,
    switchBase: notUsed,
    deleteUnlessBase: notUsed,
    deleteAllOwnedBy: notUsed,
    listDeleted: notUsed,
    restore: notUsed,
    purgeDeletedBefore: notUsed,
  };
  const store: FileStore = {
    put: async (k, c) => {
      files.set(k, c);
    },
    get: async () => null,
    delete: notUsed,
  };
  const jobs: ResumeJobs = {
    enqueueProcessing: async (id, runId) => {
      queued.push(`${id} ${runId}`);
    },
    cancelProcessing: notUsed,
  };
  const createRun = {
    execute: async (run: { id: string; kind: string; subjectId: string }) => {
      runs.push(run);
    },
  } as unknown as CreatePipelineRun;
  return { useCase: new UploadResume(repo, store, jobs, createRun), saved, files, queued, runs };
}

const pdf = Buffer.from('%PDF-1.7\nhello');

describe('UploadResume', () => {
  it('stores the original, saves the resume and queues its intake run', async () => {
    const { useCase, saved, files, queued, runs } = setup();
    const { resume, runId } = await useCase.execute({ ownerId: 'u1', fileName: 'C:\\Users\\me\\CV Gaëlle.pdf', content: pdf });
    expect(resume.fileName).toBe('CV Gaëlle.pdf');
    expect(resume.name).toBe('CV Gaëlle');
    expect(saved).toEqual([resume]);
    expect(files.get(`resumes/${resume.id}/original`)).toEqual(pdf);
    expect(runs).toEqual([expect.objectContaining({ id: runId, kind: 'intake', subjectId: resume.id })]);
    expect(queued).toEqual([`${resume.id} ${runId}`]);
  });

  it('makes the first upload of a user their base resume, and not the next', async () => {
    const { useCase } = setup();
    const { resume: first } = await useCase.execute({ ownerId: 'u1', fileName: 'a.pdf', content: pdf });
    const { resume: second } = await useCase.execute({ ownerId: 'u1', fileName: 'b.pdf', content: pdf });
    expect([first.isBase, second.isBase]).toEqual([true, false]);
  });

  it.each([
    ['EMPTY_FILE', Buffer.alloc(0)],
    ['UNSUPPORTED_FILE_TYPE', Buffer.from('just text')],
    ['FILE_TOO_LARGE', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)])],
  ])('refuses with %s and keeps nothing', async (code, content) => {
    const { useCase, saved, files, queued, runs } = setup();
    await expect(useCase.execute({ ownerId: 'u1', fileName: 'x.pdf', content })).rejects.toEqual(new ResumeError(code as never));
    expect([saved.length, files.size, queued.length, runs.length]).toEqual([0, 0, 0, 0]);
  });

  it('names unnamed files after their type and strips control characters', () => {
    expect(sanitizeFileName('', 'docx')).toBe('resume.docx');
    expect(sanitizeFileName('a\u0000b\u001f.pdf', 'pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd');
  });

  it('strips bidirectional controls that would disguise a name ("cv\u202Efdp.exe" shown as "cvexe.pdf")', () => {
    expect(sanitizeFileName('cv\u202Efdp.exe.pdf', 'pdf')).toBe('cvfdp.exe.pdf');
    expect(sanitizeFileName('\u2066a\u2069\u200Fb\u061C\u0085.docx', 'docx')).toBe('ab.docx');
  });
});

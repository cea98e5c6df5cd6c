import { ResumeError } from '../domain/resume-errors';
import type { Resume } from '../domain/resume';
import type { FileStore, ResumeJobs, ResumeRepository } from './ports';
import { sanitizeFileName, UploadResume } from './upload-resume';

/** In-memory ports: the use case's rules in isolation (the real adapters are integration-tested). */
function setup() {
  const saved: Resume[] = [];
  const files = new Map<string, Buffer>();
  const queued: string[] = [];
  const repo: ResumeRepository = { save: async (r) => { saved.push(r); }, findById: async () => null };
  const store: FileStore = { put: async (k, c) => { files.set(k, c); }, get: async () => null };
  const jobs: ResumeJobs = { enqueueProcessing: async (id) => { queued.push(id); } };
  return { useCase: new UploadResume(repo, store, jobs), saved, files, queued };
}

const pdf = Buffer.from('%PDF-1.7\nhello');

describe('UploadResume', () => {
  it('stores the original, saves the resume and queues it', async () => {
    const { useCase, saved, files, queued } = setup();
    const resume = await useCase.execute({ ownerId: 'u1', fileName: 'C:\\Users\\me\\CV Gaëlle.pdf', content: pdf });
    expect(resume.fileName).toBe('CV Gaëlle.pdf');
    expect(saved).toEqual([resume]);
    expect(files.get(`resumes/${resume.id}/original`)).toEqual(pdf);
    expect(queued).toEqual([resume.id]);
  });

  it.each([
    ['EMPTY_FILE', Buffer.alloc(0)],
    ['UNSUPPORTED_FILE_TYPE', Buffer.from('just text')],
    ['FILE_TOO_LARGE', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)])],
  ])('refuses with %s and keeps nothing', async (code, content) => {
    const { useCase, saved, files, queued } = setup();
    await expect(useCase.execute({ ownerId: 'u1', fileName: 'x.pdf', content })).rejects.toEqual(new ResumeError(code as never));
    expect([saved.length, files.size, queued.length]).toEqual([0, 0, 0]);
  });

  it('names unnamed files after their type and strips control characters', () => {
    expect(sanitizeFileName('', 'docx')).toBe('resume.docx');
    expect(sanitizeFileName('a\u0000b\u001f.pdf', 'pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd');
  });
});

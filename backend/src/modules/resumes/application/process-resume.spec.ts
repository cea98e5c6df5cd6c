import type { StructuredResume } from '../../../shared/json-resume';
import { Resume } from '../domain/resume';
import type { ParseResume } from './parse-resume';
import type { FileStore, ResumeRepository, UpdatableResumeField } from './ports';
import { ProcessResume } from './process-resume';
import type { ResumeRenditions } from './resume-renditions';

/** ProcessResume against in-memory ports: what it writes, and what it does when the resume is deleted meanwhile. */
function setup(options: { goneAtStage?: string } = {}, printed?: StructuredResume) {
  const resume = Resume.upload({ ownerId: 'u', fileName: 'cv.pdf', fileType: 'pdf', sizeBytes: 3, maxNameLength: 120 });
  const updates: { stage: string; fields: readonly UpdatableResumeField[]; structured?: StructuredResume | null }[] = [];
  const files = new Map<string, Buffer>([[`resumes/${resume.id}/original`, Buffer.from('pdf')]]);
  const repo = {
    findById: async () => Object.assign(Object.create(Resume.prototype), resume),
    update: async (r: Resume, fields: readonly UpdatableResumeField[]) => {
      updates.push({ stage: r.stage, fields, structured: r.structured });
      return r.stage !== options.goneAtStage;
    },
  } as unknown as ResumeRepository;
  const store = {
    get: async (k: string) => (files.has(k) ? { content: files.get(k)!, contentType: 'application/pdf' } : null),
    delete: async (keys: string[]) => keys.forEach((k) => files.delete(k)),
  } as unknown as FileStore;
  const structured = { resume: { basics: { name: 'Ana' } }, language: 'en' as const, confidence: {}, warnings: [] };
  const parse = { execute: async () => structured } as unknown as ParseResume;
  const renditions = {
    renderAllPrintable: async (id: string) => ({
      renditions: [{ key: `resumes/${id}/ats.pdf`, content: Buffer.from('%PDF'), contentType: 'application/pdf' }],
      structured: printed ?? structured,
    }),
    store: async (list: { key: string; content: Buffer }[]) => list.forEach((f) => files.set(f.key, f.content)),
  } as unknown as ResumeRenditions;
  return { resume, updates, files, useCase: new ProcessResume(repo, store, parse, renditions) };
}

describe('ProcessResume', () => {
  it('writes only what processing owns, so a rename or base switch made meanwhile survives', async () => {
    const { useCase, updates, files, resume } = setup();
    await useCase.execute(resume.id);
    expect(updates.map((u) => u.stage)).toEqual(['extracting', 'rendering', 'ready']);
    for (const { fields } of updates) {
      expect(fields).not.toContain('name');
      expect(fields).toEqual(['stage', 'errorCode', 'structured', 'language']);
    }
    expect(files.has(`resumes/${resume.id}/ats.pdf`)).toBe(true);
  });

  it('stops when the resume was deleted meanwhile, removing the files it wrote and marking nothing failed', async () => {
    const { useCase, updates, files, resume } = setup({ goneAtStage: 'ready' });
    await useCase.execute(resume.id);
    expect(updates.map((u) => u.stage)).toEqual(['extracting', 'rendering', 'ready']);
    expect(files.has(`resumes/${resume.id}/ats.pdf`)).toBe(false);
  });

  it('keeps the content the PDFs show when it had to be made plain to read back, with the warning that says so', async () => {
    const printed: StructuredResume = {
      resume: { basics: { name: 'Ana' } },
      language: 'en',
      confidence: {},
      warnings: [{ code: 'PRINT_NORMALISED', detail: 'basics.name: "An\u00ada" → "Ana"' }],
    };
    const { useCase, updates, resume } = setup({}, printed);
    await useCase.execute(resume.id);
    expect(updates.map((u) => u.stage)).toEqual(['extracting', 'rendering', 'ready']);
    expect(updates.at(-1)?.structured?.warnings).toEqual(printed.warnings);
  });
});

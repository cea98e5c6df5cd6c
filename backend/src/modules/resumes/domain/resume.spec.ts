import { Resume } from './resume';

describe('Resume', () => {
  const upload = () =>
    Resume.upload({ ownerId: 'uid-1', fileName: 'cv.pdf', fileType: 'pdf', sizeBytes: 10, maxNameLength: 120 }, new Date('2026-01-01'));

  it('starts queued, owned by its uploader, with a fresh unguessable id', () => {
    const a = upload();
    expect(a.stage).toBe('queued');
    expect(a.isOwnedBy('uid-1')).toBe(true);
    expect(a.isOwnedBy('uid-2')).toBe(false);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(upload().id).not.toBe(a.id);
  });

  it('moves through the stages to ready', () => {
    const r = upload();
    r.enterStage('extracting');
    r.enterStage('rendering');
    expect(r.isReady()).toBe(false);
    r.markReady(new Date('2026-01-02'));
    expect(r.isReady()).toBe(true);
    expect(r.updatedAt.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('records why it failed, and a retry clears the error', () => {
    const r = upload();
    r.markFailed('NO_TEXT_FOUND');
    expect(r.stage).toBe('failed');
    expect(r.errorCode).toBe('NO_TEXT_FOUND');
    r.enterStage('extracting');
    expect(r.errorCode).toBeNull();
  });
});

describe('Resume in the library', () => {
  const structured = (name: string, language: 'en' | 'fr' = 'en') => ({
    resume: { basics: { name } },
    language,
    confidence: {},
    warnings: [],
  });

  it('starts as a non-base upload named after its file', () => {
    const r = Resume.upload({ ownerId: 'u', fileName: 'Gaëlle CV.pdf', fileType: 'pdf', sizeBytes: 1, maxNameLength: 120 });
    expect(r).toMatchObject({ name: 'Gaëlle CV', isBase: false, kind: 'upload', sourceResumeId: null });
  });

  it('renames with the naming rules and records when', () => {
    const r = Resume.upload(
      { ownerId: 'u', fileName: 'cv.pdf', fileType: 'pdf', sizeBytes: 1, maxNameLength: 120 },
      new Date('2026-01-01'),
    );
    r.rename('  Mon CV  ', 120, new Date('2026-02-01'));
    expect(r.name).toBe('Mon CV');
    expect(r.updatedAt.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(() => r.rename(' ', 120)).toThrow('INVALID_RESUME_NAME');
    expect(r.name).toBe('Mon CV');
  });

  it('makes a tailored resume ready, never base, with the id a job chose', () => {
    const id = '6f1c1e7e-9a53-4a43-9a56-1f0c1e7e9a53';
    const t = Resume.tailored({
      id,
      ownerId: 'u',
      sourceResumeId: 's',
      name: 'Data Engineer @ Contoso',
      structured: structured('Ana', 'fr'),
      maxNameLength: 120,
    });
    expect(t).toMatchObject({
      id,
      kind: 'tailored',
      isBase: false,
      stage: 'ready',
      sourceResumeId: 's',
      language: 'fr',
      name: 'Data Engineer @ Contoso',
    });
    expect(t.isReady()).toBe(true);
    expect(
      Resume.tailored({ ownerId: 'u', sourceResumeId: 's', name: '', structured: structured('Ana', 'fr'), maxNameLength: 120 }).name,
    ).toBe('CV');
  });

  it('keeps the replaced content when the content changes', () => {
    const r = Resume.upload({ ownerId: 'u', fileName: 'cv.pdf', fileType: 'pdf', sizeBytes: 1, maxNameLength: 120 });
    r.recordStructure(structured('v1'));
    r.replaceStructure(structured('v2', 'fr'));
    expect(r.structured?.resume.basics?.name).toBe('v2');
    expect(r.previousStructured?.resume.basics?.name).toBe('v1');
    expect(r.language).toBe('fr');
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTailoredResume } from '../../src/modules/resumes/application/create-tailored-resume';
import { UpdateResumeContent } from '../../src/modules/resumes/application/update-resume-content';
import { PdftotextReader } from '../../src/modules/resumes/infrastructure/rendering/pdftotext.reader';
import type { StructuredResume } from '../../src/shared/json-resume';
import { apiAs, binary, type User } from './support/api-client';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage } from './support/wait-for-stage';

jest.setTimeout(180_000);

/** A JSON Resume naming its employer, so each version's PDF shows which content it holds. */
const resumeAt = (employer: string) => ({
  basics: { name: 'Noor Haddad', email: 'noor@example.com', summary: 'Data engineer building reliable pipelines for retail analytics.' },
  work: [{ name: employer, position: 'Data Engineer', startDate: '2021-03', highlights: ['Moved nightly reports to streaming.'] }],
});

/** Page size of a PDF's first page, as poppler names it ("A4", "letter"). */
function pageSizeOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'versions-')), 'v.pdf');
  writeFileSync(file, pdf);
  return /Page size:.*\((\w+)\)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? 'unknown';
}

describe('resume versions and page sizes (real PostgreSQL, Redis, Auth emulator, Chromium)', () => {
  let app: INestApplicationContext;
  let server: unknown;
  let alice: User;
  let bob: User;
  let resumeId: string;
  const pdftotext = new PdftotextReader();

  beforeAll(async () => {
    app = await startTestApp('all');
    server = httpServer(app);
    [alice, bob] = [await guestToken(), await guestToken()];
    const res = await api('post', '/api/resumes', alice).attach(
      'file',
      Buffer.from(JSON.stringify(resumeAt('Contoso Retail'))),
      'noor.json',
    );
    expect(res.status).toBe(201);
    resumeId = res.body.id;
    expect((await waitForFinalStage(server, resumeId, alice.token, 60_000)).stage).toBe('ready');
  });
  afterAll(async () => app?.close());

  const api = (method: 'get' | 'post', path: string, user: User) => apiAs(server, method, path, user);
  const pdfOf = (path: string, user: User) => binary(api('get', path, user));
  const versions = async () => {
    const res = await api('get', `/api/resumes/${resumeId}/versions`, alice);
    expect(res.status).toBe(200);
    return res.body.items as { id: string; reason: string; createdAt: string }[];
  };

  it('records the upload, each content change and each restore, newest first, and restores a previous one', async () => {
    const [upload] = await versions();
    expect((await versions()).map((v) => v.reason)).toEqual(['upload']);
    expect(Object.keys(upload).sort()).toEqual(['createdAt', 'id', 'reason']);

    const enhanced: StructuredResume = { resume: resumeAt('Fabrikam Freight'), language: 'en', confidence: {}, warnings: [] };
    await app.get(UpdateResumeContent).execute({ userId: alice.uid, resumeId, structured: enhanced });
    expect((await versions()).map((v) => v.reason)).toEqual(['enhancement', 'upload']);

    // The old version's PDF holds the old content; the current one the new.
    const old = await pdfOf(`/api/resumes/${resumeId}/versions/${upload.id}/pdf?template=modern`, alice);
    expect(old.status).toBe(200);
    expect(old.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdftotext.read(old.body)).toContain('Contoso Retail');

    const restored = await api('post', `/api/resumes/${resumeId}/versions/${upload.id}/restore`, alice);
    expect(restored.status).toBe(200);
    expect(restored.body.id).toBe(resumeId);
    expect((await versions()).map((v) => v.reason)).toEqual(['restore', 'enhancement', 'upload']);
    const current = await pdfOf(`/api/resumes/${resumeId}/pdf`, alice);
    const text = await pdftotext.read(current.body);
    expect(text).toContain('Contoso Retail');
    expect(text).not.toContain('Fabrikam Freight');
  });

  it('keeps the autosaves of one editing sitting as one version, holding the last state', async () => {
    const edited = (employer: string): StructuredResume => ({ resume: resumeAt(employer), language: 'en', confidence: {}, warnings: [] });
    const before = (await versions()).length;
    for (const employer of ['Edit One', 'Edit Two', 'Edit Three'])
      await app.get(UpdateResumeContent).execute({ userId: alice.uid, resumeId, structured: edited(employer), reason: 'edit' });
    const after = await versions();
    expect(after).toHaveLength(before + 1);
    expect(after[0].reason).toBe('edit');
    const pdf = await pdfOf(`/api/resumes/${resumeId}/versions/${after[0].id}/pdf?template=ats`, alice);
    const text = await pdftotext.read(pdf.body);
    expect(text).toContain('Edit Three');
    expect(text).not.toContain('Edit One');
  });

  it("gives a tailored resume a first 'tailoring' version", async () => {
    const structured: StructuredResume = { resume: resumeAt('Tailored Co'), language: 'en', confidence: {}, warnings: [] };
    const tailored = await app
      .get(CreateTailoredResume)
      .execute({ userId: alice.uid, sourceResumeId: resumeId, structured, name: 'For Tailored Co' });
    const res = await api('get', `/api/resumes/${tailored.id}/versions`, alice);
    expect(res.body.items.map((v: { reason: string }) => v.reason)).toEqual(['tailoring']);
  });

  it("answers 404 for someone else's resume or version, and for a version of another resume", async () => {
    const [version] = await versions();
    expect((await api('get', `/api/resumes/${resumeId}/versions`, bob)).status).toBe(404);
    expect((await api('post', `/api/resumes/${resumeId}/versions/${version.id}/restore`, bob)).status).toBe(404);
    expect((await api('get', `/api/resumes/${resumeId}/versions/${version.id}/pdf`, bob)).status).toBe(404);
    expect((await api('get', `/api/resumes/${resumeId}/versions/not-a-uuid/pdf`, alice)).status).toBe(404);
    const other = await api('post', '/api/resumes', bob).attach('file', Buffer.from(JSON.stringify(resumeAt('Bob Co'))), 'bob.json');
    expect((await api('get', `/api/resumes/${other.body.id}/versions/${version.id}/pdf`, bob)).status).toBe(404);
  });

  it("exports everything as a ZIP of each ready resume's PDF and JSON Resume, and only the user's", async () => {
    const res = await pdfOf('/api/library/export.zip', alice);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const file = join(mkdtempSync(join(tmpdir(), 'export-')), 'all.zip');
    writeFileSync(file, res.body);
    const names = execFileSync('zipinfo', ['-1', file]).toString().trim().split('\n').sort();
    expect(names).toEqual([
      'For Tailored Co/For Tailored Co-atelier-ats.pdf',
      'For Tailored Co/For Tailored Co.json',
      'noor/noor-atelier-ats.pdf',
      'noor/noor.json',
    ]);
    const json = JSON.parse(execFileSync('unzip', ['-p', file, 'noor/noor.json']).toString());
    expect(json.basics.name).toBe('Noor Haddad');
    expect(execFileSync('unzip', ['-p', file, 'noor/noor-atelier-ats.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
    // Bob's archive (his one resume may still be processing) names none of Alice's files.
    const bobs = await pdfOf('/api/library/export.zip', bob);
    expect(bobs.status).toBe(200);
    expect(bobs.body.includes(Buffer.from('noor'))).toBe(false);
  });

  it('prints on the page size asked for, else on the language default', async () => {
    expect(pageSizeOf((await pdfOf(`/api/resumes/${resumeId}/pdf`, alice)).body)).toBe('letter');
    expect(pageSizeOf((await pdfOf(`/api/resumes/${resumeId}/pdf?pageSize=a4`, alice)).body)).toBe('A4');
    expect(pageSizeOf((await pdfOf(`/api/resumes/${resumeId}/pdf?lang=fr&pageSize=letter`, alice)).body)).toBe('letter');
    expect(pageSizeOf((await pdfOf(`/api/resumes/${resumeId}/pdf?lang=fr`, alice)).body)).toBe('A4');
  });
});

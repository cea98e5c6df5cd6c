import type { INestApplicationContext } from '@nestjs/common';
import mammoth from 'mammoth';
import { PdftotextReader } from '../../src/modules/resumes/infrastructure/rendering/pdftotext.reader';
import { LINKEDIN_PERSON, linkedinExportZip, linkedinProfilePdf } from '../support/linkedin-fixtures';
import { apiAs, binary, type User } from './support/api-client';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage } from './support/wait-for-stage';

jest.setTimeout(180_000);

const original = {
  basics: { name: 'JOHN SMITH Senior', email: 'john@example.com', summary: 'Backend engineer.' },
  work: [
    { name: 'Acme Globex', position: 'Engineer', startDate: '2019-01', highlights: ['Built the billing system.', 'Ran the data team.'] },
  ],
};

describe('resume editor, Word export, LinkedIn import, start from scratch (real PostgreSQL, Redis, Auth emulator, Chromium)', () => {
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
    const res = await api('post', '/api/resumes', alice).attach('file', Buffer.from(JSON.stringify(original)), 'john.json');
    expect(res.status).toBe(201);
    resumeId = res.body.id;
    expect((await waitForFinalStage(server, resumeId, alice.token, 60_000)).stage).toBe('ready');
  });
  afterAll(async () => app?.close());

  const api = (method: 'get' | 'post' | 'put', path: string, user: User) => apiAs(server, method, path, user);
  const file = (path: string, user: User) => binary(api('get', path, user));

  it('reads and saves the content; the fix shows in the PDF and the DOCX; the save is a version', async () => {
    const got = await api('get', `/api/resumes/${resumeId}/content`, alice);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ resume: original, language: 'en', warnings: expect.any(Array) });

    const fixed = {
      ...original,
      basics: { ...original.basics, name: 'John Smith' },
      work: [
        { name: 'Acme', position: 'Engineer', startDate: '2019-01', highlights: ['Built the billing system.'] },
        { name: 'Globex', position: 'Data Lead', startDate: '2021-05', highlights: ['Ran the data team.'] },
      ],
    };
    const saved = await api('put', `/api/resumes/${resumeId}/content`, alice).send({ resume: fixed, language: 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ resume: fixed, language: 'fr' });

    const pdf = await file(`/api/resumes/${resumeId}/pdf`, alice);
    const pdfText = await pdftotext.read(pdf.body);
    expect(pdfText).toContain('John Smith');
    expect(pdfText).toContain('Globex');
    expect(pdfText).toContain('Expérience professionnelle'); // the content language sets the headings and dates
    expect(pdfText).toContain('janv. 2019');

    const docx = await file(`/api/resumes/${resumeId}/docx?template=modern`, alice);
    expect(docx.status).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(docx.headers['content-disposition']).toContain('.docx');
    const { value: docxText } = await mammoth.extractRawText({ buffer: docx.body });
    expect(docxText).toContain('John Smith');
    expect(docxText).toContain('Data Lead');
    expect(docxText).not.toContain('JOHN SMITH Senior');

    const versions = await api('get', `/api/resumes/${resumeId}/versions`, alice);
    expect(versions.body.items.map((v: { reason: string }) => v.reason)).toEqual(['edit', 'upload']);
  });

  it('refuses invalid or oversized content with a localised message, and hides the resume from others', async () => {
    const tooLong = await api('put', `/api/resumes/${resumeId}/content`, alice)
      .set('Accept-Language', 'fr')
      .send({ resume: { basics: { name: 'x'.repeat(501) } }, language: 'en' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe('INVALID_REQUEST');
    expect(tooLong.body.error.fields).toContain('resume.basics.name');
    let deep: Record<string, unknown> = { end: true };
    for (let i = 0; i < 10; i++) deep = { deeper: deep };
    const nested = await api('put', `/api/resumes/${resumeId}/content`, alice).send({
      resume: { basics: { name: 'A', extra: deep } },
      language: 'en',
    });
    expect(nested.status).toBe(400);
    expect((await api('get', `/api/resumes/${resumeId}/content`, bob)).status).toBe(404);
    expect((await api('put', `/api/resumes/${resumeId}/content`, bob).send({ resume: original, language: 'en' })).status).toBe(404);
    expect((await file(`/api/resumes/${resumeId}/docx`, bob)).status).toBe(404);
  });

  it('previews content not saved yet as the template prints it', async () => {
    const res = await api('post', '/api/resume-previews', alice).send({
      resume: { basics: { name: 'Preview Person' } },
      language: 'fr',
      template: 'modern',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('Preview Person');
    expect(res.text).toContain('<html lang="fr">');
  });

  it('imports a LinkedIn data export ZIP and a LinkedIn profile PDF as resumes ready to edit', async () => {
    const fromZip = await api('post', '/api/resumes/import/linkedin', alice).attach(
      'file',
      await linkedinExportZip(),
      'Basic_LinkedInDataExport.zip',
    );
    expect(fromZip.status).toBe(201);
    expect(fromZip.body).toMatchObject({ stage: 'ready', kind: 'upload' });
    const zipContent = await api('get', `/api/resumes/${fromZip.body.id}/content`, alice);
    expect(zipContent.body.resume.basics.name).toBe(`${LINKEDIN_PERSON.first} ${LINKEDIN_PERSON.last}`);
    expect(zipContent.body.resume.work[0].highlights).toEqual(LINKEDIN_PERSON.highlights);

    const fromPdf = await api('post', '/api/resumes/import/linkedin', alice).attach('file', await linkedinProfilePdf(), 'Profile.pdf');
    expect(fromPdf.status).toBe(201);
    const pdfContent = await api('get', `/api/resumes/${fromPdf.body.id}/content`, alice);
    expect(pdfContent.body.resume.work[0]).toMatchObject({ name: LINKEDIN_PERSON.company, position: LINKEDIN_PERSON.title });
  });

  it('answers "Failed to connect to LinkedIn." for anything else', async () => {
    for (const [content, name] of [
      [Buffer.from('just some text'), 'notes.txt'],
      [Buffer.from(JSON.stringify(original)), 'resume.pdf'],
    ] as const) {
      const res = await api('post', '/api/resumes/import/linkedin', alice).attach('file', content, name);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'LINKEDIN_IMPORT_FAILED', message: 'Failed to connect to LinkedIn.' });
    }
    const fr = await api('post', '/api/resumes/import/linkedin', alice)
      .set('Accept-Language', 'fr')
      .attach('file', Buffer.from('x'), 'x.txt');
    expect(fr.body.error.message).toBe('Échec de la connexion à LinkedIn.');
  });

  it('starts a resume from scratch with only what the user wrote', async () => {
    const res = await api('post', '/api/resumes/scratch', alice).send({
      language: 'fr',
      name: 'Inès Martin',
      label: 'Analyste de données',
      work: [{ position: 'Analyste', name: 'Banque Rhône', startDate: '2021-03', notes: 'Tableaux de bord Power BI\nRequêtes SQL' }],
      education: [],
      skills: ['SQL', 'Python'],
      languages: [],
    });
    expect(res.status).toBe(201);
    const content = await api('get', `/api/resumes/${res.body.id}/content`, alice);
    expect(content.body).toMatchObject({
      language: 'fr',
      resume: {
        basics: { name: 'Inès Martin' },
        work: [{ highlights: ['Tableaux de bord Power BI', 'Requêtes SQL'] }],
        skills: [{ keywords: ['SQL', 'Python'] }],
      },
    });
    const pdf = await file(`/api/resumes/${res.body.id}/pdf`, alice);
    expect(await pdftotext.read(pdf.body)).toContain('Banque Rhône');
    expect((await api('post', '/api/resumes/scratch', alice).send({ language: 'en', name: ' ' })).status).toBe(400);
  });
});

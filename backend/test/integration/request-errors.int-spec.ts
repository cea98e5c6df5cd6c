import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { registeredUser } from './support/auth-emulator';
import { fixture } from './support/fixtures';
import { httpServer, startTestApp } from './support/test-app';

/** Bodies and uploads the framework refuses: each answer is ours, true to the fault, in the request's language. */
describe('body and multipart errors', () => {
  let app: INestApplicationContext;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp('web');
    token = (await registeredUser()).token;
  });
  afterAll(() => app?.close());

  const patch = (body: string, lang: string) =>
    request(httpServer(app) as never)
      .patch('/api/me/profile')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', lang)
      .set('Content-Type', 'application/json')
      .send(body);
  const upload = (lang: string) =>
    request(httpServer(app) as never)
      .post('/api/resumes')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', lang);

  const cases: [string, (lang: string) => request.Test, number, string, Record<'en' | 'fr', string>][] = [
    [
      'malformed JSON',
      (lang) => patch('{"lastName": ', lang),
      400,
      'MALFORMED_JSON',
      { en: 'The request body is not valid JSON.', fr: 'Le corps de la requête n’est pas du JSON valide.' },
    ],
    [
      'a JSON body over the limit, not called a file',
      (lang) => patch(JSON.stringify({ lastName: 'x'.repeat(200 * 1024) }), lang),
      413,
      'BODY_TOO_LARGE',
      { en: 'The request body is too large.', fr: 'Le corps de la requête est trop volumineux.' },
    ],
    [
      'two files',
      (lang) => upload(lang).attach('file', fixture('resume-en.pdf'), 'a.pdf').attach('file', fixture('resume-en.pdf'), 'b.pdf'),
      400,
      'TOO_MANY_FILES',
      { en: 'Please send one file only.', fr: 'Veuillez n’envoyer qu’un seul fichier.' },
    ],
    [
      'a wrong file field',
      (lang) => upload(lang).attach('document', fixture('resume-en.pdf'), 'a.pdf'),
      400,
      'UNEXPECTED_FILE_FIELD',
      { en: 'Send the file in the “file” field.', fr: 'Envoyez le fichier dans le champ «\u202ffile\u202f».' },
    ],
  ];

  it.each(cases)('%s: its own code, in English and French', async (_, send, status, code, messages) => {
    for (const lang of ['en', 'fr'] as const) {
      const res = await send(lang);
      expect(res.status).toBe(status);
      expect(res.body.error).toEqual({ code, message: messages[lang] });
    }
  });

  it('a file over 10 MB still says so', async () => {
    const res = await upload('en').attach('file', Buffer.alloc(10 * 1024 * 1024 + 10, 0x25), 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('FILE_TOO_LARGE');
  });
});

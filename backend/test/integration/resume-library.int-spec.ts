import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';
import { CreateTailoredResume } from '../../src/modules/resumes/application/create-tailored-resume';
import { EraseUserResumes } from '../../src/modules/resumes/application/erase-user-resumes';
import { GetResume } from '../../src/modules/resumes/application/get-resume';
import { RESUME_REPOSITORY, type ResumeRepository } from '../../src/modules/resumes/application/ports';
import { UpdateResumeContent } from '../../src/modules/resumes/application/update-resume-content';
import { PurgeResumeBin } from '../../src/modules/resumes/application/purge-bin';
import { PdftotextReader } from '../../src/modules/resumes/infrastructure/rendering/pdftotext.reader';
import type { StructuredResume } from '../../src/shared/json-resume';
import { apiAs, binary, type User } from './support/api-client';
import { guestToken, httpServer, startTestApp } from './support/test-app';
import { waitForFinalStage } from './support/wait-for-stage';

jest.setTimeout(180_000);

/** A JSON Resume with a dated job, so headings and dates show which language a PDF was made in. */
const jsonResume = (name: string, employer = 'Northwind Logistics') => ({
  basics: {
    name,
    email: 'someone@example.com',
    summary: 'Backend engineer who ships reliable logistics software for large warehouses and retailers.',
  },
  work: [
    {
      name: employer,
      position: 'Software Engineer',
      startDate: '2020-01',
      highlights: ['Cut delivery planning time by half for the warehouse teams.'],
    },
  ],
  education: [{ institution: 'University of Leeds', area: 'Computer Science', studyType: 'BSc', startDate: '2014-09', endDate: '2017-06' }],
  skills: [{ name: 'Languages', keywords: ['TypeScript', 'Go'] }],
});

describe('resume library (real PostgreSQL, Redis, Auth emulator, Chromium)', () => {
  let app: INestApplicationContext;
  let server: unknown;
  let orm: MikroORM;
  let alice: User;
  let bob: User;
  const pdftotext = new PdftotextReader();

  beforeAll(async () => {
    app = await startTestApp('all');
    server = httpServer(app);
    orm = app.get(MikroORM);
    [alice, bob] = [await guestToken(), await guestToken()];
  });
  afterAll(async () => app?.close());

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const api = (method: 'get' | 'post' | 'patch' | 'delete', path: string, user?: User, lang = 'en') =>
    apiAs(server, method, path, user, lang);

  /** Uploads a JSON Resume under `fileName` and waits until it is ready. */
  async function uploadReady(user: User, fileName: string, person = 'Jordan Avery'): Promise<string> {
    const res = await api('post', '/api/resumes', user).attach('file', Buffer.from(JSON.stringify(jsonResume(person))), fileName);
    expect(res.status).toBe(201);
    expect((await waitForFinalStage(server, res.body.id, user.token, 60_000)).stage).toBe('ready');
    return res.body.id as string;
  }
  const filesOf = async (resumeId: string) =>
    (await sql<{ key: string }>('select key from stored_files where key like ? order by key', [`resumes/${resumeId}/%`])).map((r) => r.key);
  const list = async (user: User, q?: string) => {
    const res = await api('get', q === undefined ? '/api/resumes' : `/api/resumes?q=${encodeURIComponent(q)}`, user);
    expect(res.status).toBe(200);
    return res.body.items as { id: string; name: string; isBase: boolean }[];
  };

  let gaelle: string;
  let jordan: string;
  let third: string;

  it('lists uploads newest first as light items; the first upload is the base; search ignores case and accents', async () => {
    gaelle = await uploadReady(alice, 'Gaëlle CV.json', 'Gaëlle Martin');
    jordan = await uploadReady(alice, 'Jordan resume.json');
    third = await uploadReady(alice, 'Backend 100%_v2.json');

    const items = await list(alice);
    expect(items.map((i) => i.id)).toEqual([third, jordan, gaelle]);
    expect(items.map((i) => i.name)).toEqual(['Backend 100%_v2', 'Jordan resume', 'Gaëlle CV']);
    expect(items.map((i) => i.isBase)).toEqual([false, false, true]);
    // Light items: what the dashboard shows, never the structured resume or the owner.
    expect(Object.keys(items[0]).sort()).toEqual([
      'createdAt',
      'fileType',
      'id',
      'isBase',
      'language',
      'name',
      'share',
      'stage',
      'updatedAt',
    ]);

    expect((await list(alice, 'gaelle')).map((i) => i.id)).toEqual([gaelle]);
    expect((await list(alice, 'GAËL')).map((i) => i.id)).toEqual([gaelle]);
    expect((await list(alice, '  resume ')).map((i) => i.id)).toEqual([jordan]);
    // LIKE wildcards typed by the user are plain characters.
    expect((await list(alice, '%_')).map((i) => i.id)).toEqual([third]);
    expect(await list(alice, '_')).toHaveLength(1);
    expect(await list(alice, 'nothing like this')).toEqual([]);
    // Another user's resumes are not theirs to list.
    expect(await list(bob, 'gaelle')).toEqual([]);
  });

  it('makes exactly one of several concurrent first uploads the base', async () => {
    const dave = await guestToken();
    const uploads = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api('post', '/api/resumes', dave).attach('file', Buffer.from(JSON.stringify(jsonResume('Dave Lee'))), `dave ${i}.json`),
      ),
    );
    expect(uploads.map((u) => u.status)).toEqual(Array(6).fill(201));
    expect(uploads.filter((u) => u.body.isBase)).toHaveLength(1);
    expect(await sql('select id from resumes where owner_id = ? and is_base', [dave.uid])).toEqual([
      { id: uploads.find((u) => u.body.isBase)!.body.id },
    ]);
    // Renamed and made base while still processing: the processing job must not write back stale values.
    const [renamed, promoted] = uploads.filter((u) => !u.body.isBase).map((u) => u.body.id as string);
    expect((await api('patch', `/api/resumes/${renamed}`, dave).send({ name: 'Renamed early' })).status).toBe(200);
    expect((await api('post', `/api/resumes/${promoted}/base`, dave)).status).toBe(200);
    for (const u of uploads) expect((await waitForFinalStage(server, u.body.id, dave.token, 60_000)).stage).toBe('ready');
    expect((await api('get', `/api/resumes/${renamed}`, dave)).body.name).toBe('Renamed early');
    expect((await list(dave)).filter((i) => i.isBase).map((i) => i.id)).toEqual([promoted]);

    // The claim itself, raced harder than HTTP uploads can: twenty at once, one winner, no error.
    const erin = `erin-${randomUUID()}`;
    const ids = Array.from({ length: 20 }, () => randomUUID());
    await sql(
      `insert into resumes (id, owner_id, name, file_name, file_type, size_bytes, stage, created_at, updated_at)
      select unnest(?::uuid[]), ?, 'cv', 'cv.pdf', 'pdf', 1, 'queued', now(), now()`,
      [`{${ids.join(',')}}`, erin],
    );
    const repository = app.get<ResumeRepository>(RESUME_REPOSITORY);
    const claims = await Promise.all(ids.map((id) => repository.claimBaseIfNone(erin, id)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await app.get(EraseUserResumes).execute({ userId: erin });
  });

  it('renames, trimmed, and refuses empty or overlong names and unknown resumes with the spec message', async () => {
    const ok = await api('patch', `/api/resumes/${jordan}`, alice).send({ name: '  Jordan – main CV  ' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: jordan, name: 'Jordan – main CV', isBase: false, kind: 'upload' });
    expect((await list(alice, 'main cv')).map((i) => i.name)).toEqual(['Jordan – main CV']);

    for (const name of ['   ', 'x'.repeat(121)]) {
      const bad = await api('patch', `/api/resumes/${jordan}`, alice).send({ name });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'INVALID_REQUEST', fields: ['name'] });
    }
    expect((await api('patch', `/api/resumes/${jordan}`, alice).send({ name: 'é'.repeat(120) })).status).toBe(200);
    await api('patch', `/api/resumes/${jordan}`, alice).send({ name: 'Jordan – main CV' });

    const missing = await api('patch', `/api/resumes/${randomUUID()}`, alice).send({ name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({
      code: 'LIBRARY_ITEM_NOT_FOUND',
      message: 'Could not find resume or SuperMatch to rename or delete.',
    });
    const missingFr = await api('patch', `/api/resumes/${randomUUID()}`, alice, 'fr').send({ name: 'x' });
    expect(missingFr.body.error.message).toBe('Impossible de trouver le CV ou le SuperMatch à renommer ou à supprimer.');
  });

  it('switches the base resume atomically: always exactly one, even under concurrent switches', async () => {
    const switched = await api('post', `/api/resumes/${jordan}/base`, alice);
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ id: jordan, isBase: true });
    expect((await list(alice)).filter((i) => i.isBase).map((i) => i.id)).toEqual([jordan]);

    const results = await Promise.all(
      [gaelle, third, jordan, gaelle, third, jordan, gaelle, third].map((id) => api('post', `/api/resumes/${id}/base`, alice)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const bases = await sql<{ id: string }>('select id from resumes where owner_id = ? and is_base', [alice.uid]);
    expect(bases).toHaveLength(1);

    // PostgreSQL itself refuses a second base (partial unique index), whatever the code does.
    await expect(sql('update resumes set is_base = true where owner_id = ?', [alice.uid])).rejects.toThrow(
      /resumes_one_base_per_owner|unique/i,
    );
    await api('post', `/api/resumes/${gaelle}/base`, alice);
    expect((await list(alice)).filter((i) => i.isBase).map((i) => i.id)).toEqual([gaelle]);
  });

  it('lets a user delete a first upload that failed although it is the base; the ready one becomes the base', async () => {
    const carol = await guestToken();
    const broken = await api('post', '/api/resumes', carol).attach('file', Buffer.from('%PDF-1.7\n1 0 obj garbage'), 'broken.pdf');
    expect(broken.status).toBe(201);
    expect((await waitForFinalStage(server, broken.body.id, carol.token, 60_000)).stage).toBe('failed');
    const good = await uploadReady(carol, 'good.json');
    expect((await list(carol)).map((i) => [i.id, i.isBase])).toEqual([
      [good, false],
      [broken.body.id, true],
    ]);
    expect((await api('delete', `/api/resumes/${broken.body.id}`, carol)).status).toBe(204);
    expect((await list(carol)).map((i) => [i.id, i.isBase])).toEqual([[good, true]]);
    // The ready base is protected as ever.
    expect((await api('delete', `/api/resumes/${good}`, carol)).status).toBe(409);
  });

  it('refuses to delete the base resume, with the spec rule in English and French', async () => {
    const en = await api('delete', `/api/resumes/${gaelle}`, alice);
    expect(en.status).toBe(409);
    expect(en.body.error).toEqual({
      code: 'BASE_RESUME_CANNOT_BE_DELETED',
      message: 'This is your base resume, so it cannot be deleted. Set another resume as base or create a new one first.',
    });
    const fr = await api('delete', `/api/resumes/${gaelle}`, alice, 'fr-FR');
    expect(fr.status).toBe(409);
    expect(fr.body.error.message).toBe(
      'C’est votre CV de base\u00a0: il ne peut donc pas être supprimé. Définissez d’abord un autre CV comme CV de base, ou créez-en un nouveau.',
    );
    expect((await api('get', `/api/resumes/${gaelle}`, alice)).status).toBe(200);
    expect(await filesOf(gaelle)).toContain(`resumes/${gaelle}/original`);
  });

  it('moves a deleted resume to the bin for 30 days, restorable with its files and share link, then erases everything', async () => {
    const doomed = await uploadReady(alice, 'to delete.json');
    // A cached other-language PDF and a share link exist too.
    expect((await api('get', `/api/resumes/${doomed}/pdf?lang=fr`, alice)).status).toBe(200);
    const share = await api('post', `/api/resumes/${doomed}/share`, alice).send({});
    expect(share.status).toBe(201);
    const files = [
      `resumes/${doomed}/ats.fr.pdf`,
      `resumes/${doomed}/ats.pdf`,
      `resumes/${doomed}/ats.png`,
      `resumes/${doomed}/modern.pdf`,
      `resumes/${doomed}/modern.png`,
      `resumes/${doomed}/original`,
    ];
    expect(await filesOf(doomed)).toEqual(files);

    const res = await api('delete', `/api/resumes/${doomed}`, alice);
    expect(res.status).toBe(204);
    // Gone from everything the user and the link see, but kept in the bin.
    expect((await api('get', `/api/resumes/${doomed}`, alice)).status).toBe(404);
    expect((await api('get', share.body.path)).status).toBe(404);
    expect((await list(alice)).map((i) => i.id)).toEqual([third, jordan, gaelle]);
    const again = await api('delete', `/api/resumes/${doomed}`, alice);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('LIBRARY_ITEM_NOT_FOUND');
    expect(await filesOf(doomed)).toEqual(files);
    const bin = await api('get', '/api/bin/resumes', alice);
    expect(bin.body.items.map((i: { id: string }) => i.id)).toEqual([doomed]);
    const [item] = bin.body.items;
    expect(new Date(item.purgeAt).getTime() - new Date(item.deletedAt).getTime()).toBe(30 * 24 * 3600 * 1000);
    expect((await api('get', '/api/bin/resumes', bob)).body.items).toEqual([]);
    expect((await api('post', `/api/resumes/${doomed}/restore`, bob)).status).toBe(404);

    // Restored: back in the list, its link works again.
    expect((await api('post', `/api/resumes/${doomed}/restore`, alice)).status).toBe(204);
    expect((await list(alice)).map((i) => i.id)).toEqual([doomed, third, jordan, gaelle]);
    expect((await api('get', share.body.path)).status).toBe(200);
    expect((await api('get', '/api/bin/resumes', alice)).body.items).toEqual([]);
    expect((await api('post', `/api/resumes/${doomed}/restore`, alice)).status).toBe(404);

    // Deleted again and kept over 30 days: erased for good, rows, share and files.
    expect((await api('delete', `/api/resumes/${doomed}`, alice)).status).toBe(204);
    await sql(`update resumes set deleted_at = now() - interval '31 days' where id = ?`, [doomed]);
    expect((await api('get', '/api/bin/resumes', alice)).body.items).toEqual([]);
    expect((await api('post', `/api/resumes/${doomed}/restore`, alice)).status).toBe(404);
    expect(await app.get(PurgeResumeBin).execute()).toBeGreaterThanOrEqual(1);
    expect(await filesOf(doomed)).toEqual([]);
    expect(await sql('select id from resumes where id = ?', [doomed])).toEqual([]);
    expect(await sql('select resume_id from resume_shares where resume_id = ?', [doomed])).toEqual([]);
    expect(await sql('select id from resume_versions where resume_id = ?', [doomed])).toEqual([]);
  });

  it('downloads in the other language with that language’s headings and dates, rendered once then cached', async () => {
    const en = await binary(api('get', `/api/resumes/${jordan}/pdf?template=ats`, alice));
    expect(en.status).toBe(200);
    const enText = await pdftotext.read(en.body);
    expect(enText).toContain('Work Experience');
    expect(enText).toContain('Jan 2020 – Present');
    expect(enText).not.toContain('Expérience professionnelle');

    const fr = await binary(api('get', `/api/resumes/${jordan}/pdf?template=modern&lang=fr`, alice));
    expect(fr.status).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toContain('-atelier-modern-fr.pdf');
    const frText = await pdftotext.read(fr.body);
    expect(frText).toContain('Expérience professionnelle');
    expect(frText).toContain('Formation');
    expect(frText).toMatch(/janv\. 2020 – aujourd’hui/);
    expect(frText).not.toContain('Work Experience');
    // The content itself stays as written.
    expect(frText).toContain('Northwind Logistics');
    expect(await filesOf(jordan)).toContain(`resumes/${jordan}/modern.fr.pdf`);
    const cached = await binary(api('get', `/api/resumes/${jordan}/pdf?template=modern&lang=fr`, alice));
    expect(Buffer.compare(cached.body, fr.body)).toBe(0);

    // lang is validated leniently like template: an unknown one is the resume's own language.
    const odd = await binary(api('get', `/api/resumes/${jordan}/pdf?template=nope&lang=de`, alice));
    expect(odd.status).toBe(200);
    expect(await pdftotext.read(odd.body)).toContain('Work Experience');
  });

  it('shares a link anyone can open without signing in, replaces it when shared again, and revokes it at once', async () => {
    const created = await api('post', `/api/resumes/${third}/share`, alice).send({});
    expect(created.status).toBe(201);
    const { token, url, path } = created.body as { token: string; url: string; path: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/api/shared/${token}`);
    expect(url).toMatch(new RegExp(`^https?://[^/]+/api/shared/${token}$`));
    expect(created.body).toMatchObject({ template: 'ats', language: 'en' });
    // Only the token's SHA-256 is stored.
    const stored = await sql<{ token_hash: string }>('select token_hash from resume_shares where resume_id = ?', [third]);
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

    const shared = await binary(api('get', path));
    expect(shared.status).toBe(200);
    expect(shared.headers['content-type']).toBe('application/pdf');
    expect(shared.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(shared.headers['cache-control']).toBe('private, no-store');
    expect(shared.headers['x-robots-tag']).toContain('noindex');
    expect(shared.headers['referrer-policy']).toBe('no-referrer');
    expect(shared.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdftotext.read(shared.body)).toContain('Jordan Avery');

    // Sharing again: a new link in French and Modern; the first one stops working.
    const again = await api('post', `/api/resumes/${third}/share`, alice).send({ template: 'modern', lang: 'fr' });
    expect(again.status).toBe(201);
    expect(again.body.token).not.toBe(token);
    const old = await api('get', path, undefined, 'en');
    expect(old.status).toBe(404);
    expect(old.body.error).toEqual({ code: 'SHARE_NOT_FOUND', message: 'Share URL not found.' });
    const french = await binary(api('get', again.body.path));
    expect(await pdftotext.read(french.body)).toContain('Expérience professionnelle');

    // Statistics of the new link: openings in the browser (inline) and downloads (?download=1).
    const download = await binary(api('get', `${again.body.path}?download=1`));
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(french.headers['content-disposition']).toMatch(/^inline/);
    expect((await api('get', '/api/resumes', alice)).body.items.find((i: { id: string }) => i.id === third).share).toEqual({
      views: 1,
      downloads: 1,
    });
    expect((await api('get', '/api/resumes', alice)).body.items.find((i: { id: string }) => i.id === jordan).share).toBeNull();

    const revoked = await api('delete', `/api/resumes/${third}/share`, alice);
    expect(revoked.status).toBe(204);
    const gone = await api('get', again.body.path, undefined, 'fr');
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({ code: 'SHARE_NOT_FOUND', message: 'Lien de partage introuvable.' });
    expect((await api('get', `/api/shared/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await api('get', '/api/shared/short')).status).toBe(404);
    expect((await api('post', `/api/resumes/${third}/share`, alice).send({ template: 'fancy' })).status).toBe(400);
  });

  it('answers 404 to another user on every route of a resume, and changes nothing', async () => {
    const link = (await api('post', `/api/resumes/${jordan}/share`, alice).send({})).body.path as string;
    const routes: [string, 'get' | 'post' | 'patch' | 'delete', string, object?][] = [
      ['get', 'get', `/api/resumes/${jordan}`],
      ['rename', 'patch', `/api/resumes/${jordan}`, { name: 'mine now' }],
      ['delete', 'delete', `/api/resumes/${jordan}`],
      ['base', 'post', `/api/resumes/${jordan}/base`],
      ['pdf', 'get', `/api/resumes/${jordan}/pdf?template=ats&lang=fr`],
      ['preview', 'get', `/api/resumes/${jordan}/preview.png?template=ats`],
      ['json-resume', 'get', `/api/resumes/${jordan}/json-resume`],
      ['share', 'post', `/api/resumes/${jordan}/share`, {}],
      ['unshare', 'delete', `/api/resumes/${jordan}/share`],
    ];
    for (const [label, method, path, body] of routes) {
      const req = api(method, path, bob);
      const res = body ? await req.send(body) : await req;
      expect([label, res.status]).toEqual([label, 404]);
      expect(['RESUME_NOT_FOUND', 'LIBRARY_ITEM_NOT_FOUND']).toContain(res.body.error.code);
    }
    const mine = await api('get', `/api/resumes/${jordan}`, alice);
    expect(mine.body).toMatchObject({ name: 'Jordan – main CV', isBase: false });
    expect((await api('get', link)).status).toBe(200);
  });

  it('creates a tailored resume, ready in both templates, not listed, never base, once per job id', async () => {
    const getResume = app.get(GetResume);
    const source = await getResume.execute({ userId: alice.uid, resumeId: jordan });
    const structured: StructuredResume = {
      ...source.structured!,
      resume: { ...source.structured!.resume, basics: { ...source.structured!.resume.basics, label: 'Senior Data Engineer' } },
    };
    const resumeId = randomUUID();
    const create = () =>
      app
        .get(CreateTailoredResume)
        .execute({ userId: alice.uid, sourceResumeId: jordan, structured, name: 'Data Engineer – Contoso', resumeId });
    const [tailored, retried] = [await create(), await create()];
    expect(tailored).toMatchObject({
      id: resumeId,
      kind: 'tailored',
      isBase: false,
      stage: 'ready',
      sourceResumeId: jordan,
      name: 'Data Engineer – Contoso',
    });
    expect(retried.id).toBe(resumeId);
    expect(await sql('select id from resumes where source_resume_id = ?', [jordan])).toEqual([{ id: resumeId }]);
    expect(await filesOf(resumeId)).toEqual([
      `resumes/${resumeId}/ats.pdf`,
      `resumes/${resumeId}/ats.png`,
      `resumes/${resumeId}/modern.pdf`,
      `resumes/${resumeId}/modern.png`,
    ]);

    expect((await list(alice)).map((i) => i.id)).not.toContain(resumeId);
    const view = await api('get', `/api/resumes/${resumeId}`, alice);
    expect(view.body).toMatchObject({ kind: 'tailored', stage: 'ready', isBase: false, sourceResumeId: jordan });
    const pdf = await binary(api('get', `/api/resumes/${resumeId}/pdf?template=modern`, alice));
    expect(await pdftotext.read(pdf.body)).toContain('Senior Data Engineer');
    const notBase = await api('post', `/api/resumes/${resumeId}/base`, alice);
    expect(notBase.status).toBe(409);
    expect(notBase.body.error.code).toBe('RESUME_CANNOT_BE_BASE');
    // A tailored resume shares like any other (SuperMatch results reuse this).
    const share = await api('post', `/api/resumes/${resumeId}/share`, alice).send({});
    expect((await binary(api('get', share.body.path))).status).toBe(200);

    await expect(
      app.get(CreateTailoredResume).execute({ userId: bob.uid, sourceResumeId: jordan, structured, name: 'x' }),
    ).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
  });

  it('replaces a resume’s content, re-renders it and keeps the previous version', async () => {
    const before = await app.get(GetResume).execute({ userId: alice.uid, resumeId: third });
    // A cached French version exists and must not outlive the change.
    expect((await api('get', `/api/resumes/${third}/pdf?lang=fr`, alice)).status).toBe(200);
    const structured: StructuredResume = { ...before.structured!, resume: jsonResume('Jordan Avery', 'Fabrikam Freight') };
    const updated = await app.get(UpdateResumeContent).execute({ userId: alice.uid, resumeId: third, structured });
    expect(updated.stage).toBe('ready');
    const pdf = await binary(api('get', `/api/resumes/${third}/pdf`, alice));
    const text = await pdftotext.read(pdf.body);
    expect(text).toContain('Fabrikam Freight');
    expect(text).not.toContain('Northwind Logistics');
    const fr = await binary(api('get', `/api/resumes/${third}/pdf?lang=fr`, alice));
    expect(await pdftotext.read(fr.body)).toContain('Fabrikam Freight');
    const [row] = await sql<{ previous_structured: StructuredResume }>('select previous_structured from resumes where id = ?', [third]);
    expect(row.previous_structured.resume.work?.[0]?.name).toBe('Northwind Logistics');
    await expect(app.get(UpdateResumeContent).execute({ userId: bob.uid, resumeId: third, structured })).rejects.toMatchObject({
      code: 'RESUME_NOT_FOUND',
    });
  });

  it('erases every resume, file and share link of a user (account deletion), and only theirs', async () => {
    const carol = await guestToken();
    const first = await uploadReady(carol, 'carol.json', 'Carol Diaz');
    const second = await uploadReady(carol, 'carol 2.json', 'Carol Diaz');
    const tailored = await app.get(CreateTailoredResume).execute({
      userId: carol.uid,
      sourceResumeId: first,
      name: 'Tailored',
      structured: (await app.get(GetResume).execute({ userId: carol.uid, resumeId: first })).structured!,
    });
    const link = (await api('post', `/api/resumes/${second}/share`, carol).send({ lang: 'fr' })).body.path as string;
    expect((await api('get', link)).status).toBe(200);
    const aliceBefore = await sql('select id from resumes where owner_id = ?', [alice.uid]);

    const { deletedResumeIds } = await app.get(EraseUserResumes).execute({ userId: carol.uid });
    expect(deletedResumeIds.sort()).toEqual([first, second, tailored.id].sort());
    expect(await sql('select id from resumes where owner_id = ?', [carol.uid])).toEqual([]);
    for (const id of [first, second, tailored.id]) expect(await filesOf(id)).toEqual([]);
    expect(await sql('select resume_id from resume_shares where resume_id in (?)', [[first, second, tailored.id]])).toEqual([]);
    expect((await api('get', link)).status).toBe(404);
    expect(await list(carol)).toEqual([]);
    // Idempotent (account deletion retries), and nobody else's resumes are touched.
    expect(await app.get(EraseUserResumes).execute({ userId: carol.uid })).toEqual({ deletedResumeIds: [] });
    expect(await sql('select id from resumes where owner_id = ?', [alice.uid])).toEqual(aliceBefore);
    // A new first upload after erasure becomes the base again.
    const fresh = await api('post', '/api/resumes', carol).attach(
      'file',
      Buffer.from(JSON.stringify(jsonResume('Carol Diaz'))),
      'again.json',
    );
    expect(fresh.body.isBase).toBe(true);
    await waitForFinalStage(server, fresh.body.id, carol.token, 60_000);
  });
});

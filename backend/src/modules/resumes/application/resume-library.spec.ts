import { becomesBase, isDeletable, planBaseSwitch } from '../domain/base-resume';
import { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import type { ResumeShare } from '../domain/resume-share';
import { DeleteResume } from './delete-resume';
import { GetResume } from './get-resume';
import { GetSharedPdf } from './get-shared-pdf';
import type { FileStore, ResumeJobs, ResumeRepository, ResumeShares } from './ports';
import { RenameResume } from './rename-resume';
import type { RenderResumePdf } from './render-resume';
import type { RenderResumePreview } from './render-resume-preview';
import { ResumeRenditions } from './resume-renditions';
import { RevokeShare } from './revoke-share';
import { SetBaseResume } from './set-base-resume';
import { ShareResume } from './share-resume';

/**
 * The library use cases on in-memory ports that apply the same domain rules as the PostgreSQL
 * adapter (whose locking and atomicity the integration test covers).
 */
function setup() {
  const rows = new Map<string, Resume>();
  const files = new Map<string, Buffer>();
  const shares = new Map<string, ResumeShare>();
  const clone = (r: Resume) => Object.assign(Object.create(Resume.prototype) as Resume, r);
  const repo: ResumeRepository = {
    insert: async (r) => {
      rows.set(r.id, clone(r));
    },
    update: async (r, fields) => {
      const row = rows.get(r.id);
      if (!row) return false;
      for (const f of fields) Object.assign(row, { [f]: r[f] });
      row.updatedAt = r.updatedAt;
      return true;
    },
    findById: async (id) => (rows.has(id) ? clone(rows.get(id)!) : null),
    list: async ({ ownerId, kind }) =>
      [...rows.values()]
        .filter((r) => r.ownerId === ownerId && r.kind === kind)
        .map((r) => ({ ...r, language: r.language ?? null, share: null })),
    claimBaseIfNone: async (ownerId, id) => {
      const mine = [...rows.values()].filter((r) => r.ownerId === ownerId && r.id !== id);
      if (!becomesBase(rows.get(id)!, mine)) return false;
      rows.get(id)!.isBase = true;
      return true;
    },
    switchBase: async (ownerId, id) => {
      const plan = planBaseSwitch(
        [...rows.values()].filter((r) => r.ownerId === ownerId),
        id,
      );
      plan.unset.forEach((x) => {
        rows.get(x)!.isBase = false;
      });
      if (plan.set) rows.get(plan.set)!.isBase = true;
    },
    deleteUnlessBase: async (ownerId, id) => {
      const r = rows.get(id);
      if (!r || r.ownerId !== ownerId) return 'missing';
      if (!isDeletable(r)) return 'base';
      rows.delete(id);
      const successor = [...rows.values()].filter((o) => o.ownerId === ownerId && o.kind === 'upload' && o.stage === 'ready').at(-1);
      if (r.isBase && successor) successor.isBase = true;
      shares.delete(id);
      [...files.keys()].filter((k) => k.startsWith(`resumes/${id}/`)).forEach((k) => files.delete(k));
      return 'deleted';
    },
    deleteAllOwnedBy: async () => [],
    listDeleted: async () => [],
    restore: async () => 'missing',
    purgeDeletedBefore: async () => [],
  };
  const store: FileStore = {
    put: async (k, c) => {
      files.set(k, c);
    },
    get: async (k) => (files.has(k) ? { content: files.get(k)!, contentType: 'application/pdf' } : null),
    delete: async (keys) => keys.forEach((k) => files.delete(k)),
  };
  const shareStore: ResumeShares = {
    replace: async (s) => {
      shares.set(s.resumeId, s);
    },
    findByTokenHash: async (h) => [...shares.values()].find((s) => s.tokenHash === h) ?? null,
    remove: async (id) => shares.delete(id),
    recordUse: async (id, use) => {
      const share = shares.get(id);
      if (share) share[use === 'view' ? 'views' : 'downloads'] += 1;
    },
  };
  const cancelled: string[] = [];
  const jobs: ResumeJobs = {
    enqueueProcessing: async () => undefined,
    cancelProcessing: async (ids) => {
      cancelled.push(...ids);
    },
  };
  const renders: string[] = [];
  const renderPdf = {
    execute: async (i: { template: string; language: string }) => {
      renders.push(`${i.template}.${i.language}`);
      return { pdf: Buffer.from(`%PDF ${i.template} ${i.language}`), pageCount: 1 };
    },
  };
  const renditions = new ResumeRenditions(store, repo, renderPdf as unknown as RenderResumePdf, {} as RenderResumePreview);
  const getResume = new GetResume(repo);
  const add = async (ownerId: string, fileName: string, ready = true) => {
    const r = Resume.upload({ ownerId, fileName, fileType: 'pdf', sizeBytes: 1, maxNameLength: 120 });
    if (ready) {
      r.recordStructure({ resume: { basics: { name: 'Ana' } }, language: 'en', confidence: {}, warnings: [] });
      r.markReady();
      files.set(`resumes/${r.id}/ats.pdf`, Buffer.from('%PDF ats en'));
      files.set(`resumes/${r.id}/original`, Buffer.from('orig'));
    }
    await repo.insert(r);
    r.isBase = await repo.claimBaseIfNone(ownerId, r.id);
    return r;
  };
  return {
    rows,
    files,
    shares,
    cancelled,
    renders,
    add,
    rename: new RenameResume(repo),
    setBase: new SetBaseResume(repo),
    remove: new DeleteResume(repo, jobs),
    share: new ShareResume(getResume, renditions, shareStore),
    revoke: new RevokeShare(getResume, shareStore),
    shared: new GetSharedPdf(shareStore, repo, renditions),
  };
}

const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: ResumeError) => e.code,
  );

describe('resume library use cases', () => {
  it('renames, and answers the dashboard message code for a missing or foreign resume', async () => {
    const t = setup();
    const a = await t.add('alice', 'cv.pdf');
    expect((await t.rename.execute({ userId: 'alice', resumeId: a.id, name: ' Gaëlle CV ' })).name).toBe('Gaëlle CV');
    expect(t.rows.get(a.id)!.name).toBe('Gaëlle CV');
    expect(await code(t.rename.execute({ userId: 'bob', resumeId: a.id, name: 'x' }))).toBe('LIBRARY_ITEM_NOT_FOUND');
    expect(await code(t.rename.execute({ userId: 'alice', resumeId: 'nope', name: 'x' }))).toBe('LIBRARY_ITEM_NOT_FOUND');
    expect(t.rows.get(a.id)!.name).toBe('Gaëlle CV');
  });

  it('keeps exactly one base when switching', async () => {
    const t = setup();
    const a = await t.add('alice', 'a.pdf');
    const b = await t.add('alice', 'b.pdf');
    expect([a.isBase, b.isBase]).toEqual([true, false]);
    expect((await t.setBase.execute({ userId: 'alice', resumeId: b.id })).isBase).toBe(true);
    expect([t.rows.get(a.id)!.isBase, t.rows.get(b.id)!.isBase]).toEqual([false, true]);
    expect(await code(t.setBase.execute({ userId: 'bob', resumeId: a.id }))).toBe('RESUME_NOT_FOUND');
    expect(t.rows.get(b.id)!.isBase).toBe(true);
  });

  it('refuses to delete the base resume, deletes another with its files and cancels its processing', async () => {
    const t = setup();
    const base = await t.add('alice', 'a.pdf');
    const other = await t.add('alice', 'b.pdf');
    expect(await code(t.remove.execute({ userId: 'alice', resumeId: base.id }))).toBe('BASE_RESUME_CANNOT_BE_DELETED');
    expect(t.rows.has(base.id)).toBe(true);
    expect(await code(t.remove.execute({ userId: 'bob', resumeId: other.id }))).toBe('LIBRARY_ITEM_NOT_FOUND');
    await t.remove.execute({ userId: 'alice', resumeId: other.id });
    expect(t.rows.has(other.id)).toBe(false);
    expect([...t.files.keys()].filter((k) => k.includes(other.id))).toEqual([]);
    expect(t.cancelled).toEqual([other.id]);
  });

  it('deletes a failed base upload and makes the newest ready upload the base', async () => {
    const t = setup();
    const failed = await t.add('alice', 'scan.pdf');
    const ready = await t.add('alice', 'cv.pdf');
    t.rows.get(failed.id)!.markFailed('NO_TEXT_FOUND');
    t.rows.get(ready.id)!.markReady();
    await t.remove.execute({ userId: 'alice', resumeId: failed.id });
    expect(t.rows.has(failed.id)).toBe(false);
    expect(t.rows.get(ready.id)!.isBase).toBe(true);
    expect(await code(t.remove.execute({ userId: 'alice', resumeId: ready.id }))).toBe('BASE_RESUME_CANNOT_BE_DELETED');
  });

  it('shares with a fresh token each time, serves the PDF to the token holder, and stops after revoking', async () => {
    const t = setup();
    const a = await t.add('alice', 'a.pdf');
    const first = await t.share.execute({ userId: 'alice', resumeId: a.id });
    expect(first).toMatchObject({ template: 'ats', language: 'en' });
    expect((await t.shared.execute({ token: first.token })).content.toString()).toBe('%PDF ats en');
    const second = await t.share.execute({ userId: 'alice', resumeId: a.id, template: 'modern', lang: 'fr' });
    expect(second.token).not.toBe(first.token);
    expect(await code(t.shared.execute({ token: first.token }))).toBe('SHARE_NOT_FOUND');
    // Another language is rendered on demand once, then cached.
    expect((await t.shared.execute({ token: second.token })).content.toString()).toBe('%PDF modern fr');
    expect(t.renders).toEqual(['modern.fr']);
    expect(await code(t.revoke.execute({ userId: 'bob', resumeId: a.id }))).toBe('RESUME_NOT_FOUND');
    await t.revoke.execute({ userId: 'alice', resumeId: a.id });
    expect(await code(t.shared.execute({ token: second.token }))).toBe('SHARE_NOT_FOUND');
    expect(await code(t.shared.execute({ token: 'not-a-token' }))).toBe('SHARE_NOT_FOUND');
  });

  it('does not share a resume still processing', async () => {
    const t = setup();
    const a = await t.add('alice', 'a.pdf', false);
    expect(await code(t.share.execute({ userId: 'alice', resumeId: a.id }))).toBe('RESUME_NOT_READY');
    expect(t.shares.size).toBe(0);
  });
});

import type { EntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { becomesBase, isDeletable, planBaseSwitch, type BaseCandidate } from '../../domain/base-resume';
import { Resume, type ResumeKind } from '../../domain/resume';
import { continuesEditSitting, ResumeVersion } from '../../domain/resume-version';
import {
  type DeletedResume,
  resumeFilesPrefix,
  type ResumeListItem,
  type ResumeRepository,
  type UpdatableResumeField,
} from '../../application/ports';
import { isUuid } from '../../../../shared/ids';

/** The same folding as the `name_search` column (see the resume_library migration) and as shared/text.ts foldAccents. */
const FOLD = String.raw`lower(regexp_replace(normalize(?::text, NFD), '[\u0300-\u036f]', '', 'g'))`;

/** `%`, `_` and `\` typed in a search are plain characters, not LIKE patterns. (MikroORM inlines `?` values escaped.) */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface ListRow {
  id: string;
  name: string;
  is_base: boolean;
  kind: ResumeKind;
  stage: ResumeListItem['stage'];
  language: ResumeListItem['language'];
  file_type: ResumeListItem['fileType'];
  created_at: Date;
  updated_at: Date;
  share_views: number | null;
  share_downloads: number | null;
}

@Injectable()
export class MikroOrmResumeRepository implements ResumeRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(resume: Resume): Promise<void> {
    // A forked manager per call keeps workers and requests from sharing an identity map.
    await this.em.fork().transactional(async (em) => {
      await em.insert(Resume, resume);
      await saveVersion(em, resume, resume.unsavedVersion);
    });
    resume.unsavedVersion = null;
  }

  async update(resume: Resume, fields: readonly UpdatableResumeField[]): Promise<boolean> {
    const data: EntityData<Resume> = { updatedAt: resume.updatedAt };
    for (const field of fields) (data as Record<string, unknown>)[field] = resume[field] ?? null;
    const reason = fields.includes('structured') ? resume.unsavedVersion : null;
    const updated = await this.em.fork().transactional(async (em) => {
      // Never a resume in the bin: background work must not change what the user deleted.
      if ((await em.nativeUpdate(Resume, { id: resume.id, deletedAt: null }, data)) === 0) return false;
      await saveVersion(em, resume, reason);
      return true;
    });
    if (updated && reason) resume.unsavedVersion = null;
    return updated;
  }

  async findById(id: string): Promise<Resume | null> {
    if (!isUuid(id)) return null;
    return this.em.fork().findOne(Resume, { id, deletedAt: null }, { populate: ['structured', 'changeSet'] });
  }

  async list(query: { ownerId: string; kind: ResumeKind; search?: string }): Promise<ResumeListItem[]> {
    // Plain SQL for the dashboard's hot path: the light columns only (never the JSON), no entity
    // hydration, served by the (owner_id, created_at) index.
    const search = query.search ? ` and r.name_search like '%' || ${FOLD} || '%'` : '';
    const params = query.search ? [query.ownerId, query.kind, likeEscaped(query.search)] : [query.ownerId, query.kind];
    const rows = await this.em.fork().execute<ListRow[]>(
      `select r.id, r.name, r.is_base, r.kind, r.stage, r.language, r.file_type, r.created_at, r.updated_at,
              s.views as share_views, s.downloads as share_downloads
         from resumes r left join resume_shares s on s.resume_id = r.id where r.owner_id = ? and r.kind = ? and r.deleted_at is null${search}
         order by r.created_at desc, r.id desc`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      isBase: row.is_base,
      kind: row.kind,
      stage: row.stage,
      language: row.language,
      fileType: row.file_type,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      share: row.share_views === null ? null : { views: row.share_views, downloads: row.share_downloads ?? 0 },
    }));
  }

  async claimBaseIfNone(ownerId: string, resumeId: string): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      await lockBaseOf(em, ownerId);
      const rows = await em.execute<{ id: string; is_base: boolean; kind: ResumeKind }[]>(
        'select id, is_base, kind from resumes where owner_id = ? and deleted_at is null and (is_base or id = ?)',
        [ownerId, resumeId],
      );
      const created = rows.find((row) => row.id === resumeId);
      if (!created || !becomesBase(created, rows.map(candidate))) return false;
      await em.execute('update resumes set is_base = true where id = ?', [resumeId]);
      return true;
    });
  }

  async switchBase(ownerId: string, resumeId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await lockBaseOf(em, ownerId);
      const rows = await em.execute<{ id: string; is_base: boolean; kind: ResumeKind }[]>(
        'select id, is_base, kind from resumes where owner_id = ? and deleted_at is null and (is_base or id = ?)',
        [ownerId, resumeId],
      );
      const plan = planBaseSwitch(rows.map(candidate), resumeId);
      const now = new Date();
      // The old base first: the partial unique index checks each row as it changes.
      if (plan.unset.length) await em.execute('update resumes set is_base = false, updated_at = ? where id in (?)', [now, plan.unset]);
      if (plan.set) await em.execute('update resumes set is_base = true, updated_at = ? where id = ?', [now, plan.set]);
    });
  }

  async deleteUnlessBase(ownerId: string, resumeId: string): Promise<'deleted' | 'base' | 'missing'> {
    if (!isUuid(resumeId)) return 'missing';
    return this.em.fork().transactional(async (em) => {
      await lockBaseOf(em, ownerId);
      const rows = await em.execute<{ is_base: boolean; stage: string }[]>(
        'select is_base, stage from resumes where id = ? and owner_id = ? and deleted_at is null',
        [resumeId, ownerId],
      );
      if (rows.length === 0) return 'missing';
      const [row] = rows;
      if (!isDeletable({ isBase: row.is_base, stage: row.stage })) return 'base';
      // To the bin: everything stays (files, share, versions) until it is restored or purged.
      await em.execute('update resumes set deleted_at = ?, is_base = false where id = ?', [new Date(), resumeId]);
      if (row.is_base) {
        await em.execute(
          `update resumes set is_base = true where id = (select id from resumes where owner_id = ? and kind = 'upload' and stage = 'ready' and deleted_at is null order by created_at desc limit 1)`,
          [ownerId],
        );
      }
      return 'deleted';
    });
  }

  async listDeleted(ownerId: string, kind: ResumeKind, since: Date): Promise<DeletedResume[]> {
    const rows = await this.em
      .fork()
      .execute<{ id: string; name: string; deleted_at: Date }[]>(
        'select id, name, deleted_at from resumes where owner_id = ? and kind = ? and deleted_at >= ? order by deleted_at desc, id desc',
        [ownerId, kind, since],
      );
    return rows.map((row) => ({ id: row.id, name: row.name, deletedAt: new Date(row.deleted_at) }));
  }

  async restore(ownerId: string, resumeId: string, since: Date): Promise<'restored' | 'missing'> {
    if (!isUuid(resumeId)) return 'missing';
    const restored = await this.em.fork().transactional(async (em) => {
      await lockBaseOf(em, ownerId);
      const rows = await em.execute<{ id: string }[]>(
        // Processing was cancelled by the delete: a resume it had not finished comes back failed, saying so.
        `update resumes set deleted_at = null,
           error_code = case when stage in ('ready', 'failed') then error_code else 'PROCESSING_INTERRUPTED' end,
           stage = case when stage in ('ready', 'failed') then stage else 'failed' end
         where id = ? and owner_id = ? and deleted_at >= ? returning id`,
        [resumeId, ownerId, since],
      );
      return rows.length > 0;
    });
    if (!restored) return 'missing';
    // A user whose base went to the bin with everything else gets this one as base again.
    await this.claimBaseIfNone(ownerId, resumeId);
    return 'restored';
  }

  async purgeDeletedBefore(before: Date): Promise<string[]> {
    return this.em.fork().transactional(async (em) => {
      const rows = await em.execute<{ id: string }[]>('select id from resumes where deleted_at < ? for update', [before]);
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return [];
      // Files by key prefix; shares and versions go with their row (on delete cascade).
      await em.execute('delete from stored_files where key like any(array[?])', [ids.map((id) => `${resumeFilesPrefix(id)}%`)]);
      await em.execute('delete from resumes where id in (?)', [ids]);
      return ids;
    });
  }

  async deleteAllOwnedBy(ownerId: string): Promise<string[]> {
    return this.em.fork().transactional(async (em) => {
      await lockBaseOf(em, ownerId);
      const rows = await em.execute<{ id: string }[]>('select id from resumes where owner_id = ? for update', [ownerId]);
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return [];
      await em.execute('delete from stored_files where key like any(array[?])', [ids.map((id) => `${resumeFilesPrefix(id)}%`)]);
      await em.execute('delete from resumes where owner_id = ?', [ownerId]);
      return ids;
    });
  }
}

/**
 * The content just set on `resume`, as a version, when there is one to save. An edit in the same
 * sitting as the latest edit version updates that version (content and time) instead.
 */
async function saveVersion(em: EntityManager, resume: Resume, reason: Resume['unsavedVersion']): Promise<void> {
  if (!reason || !resume.structured) return;
  if (reason === 'edit') {
    const latest = await em.findOne(ResumeVersion, { resumeId: resume.id }, { orderBy: { createdAt: 'desc' } });
    if (latest && continuesEditSitting(latest, reason, resume.updatedAt)) {
      await em.nativeUpdate(ResumeVersion, { id: latest.id }, { structured: resume.structured, createdAt: resume.updatedAt });
      return;
    }
  }
  await em.insert(
    ResumeVersion,
    ResumeVersion.of({ id: resume.id, ownerId: resume.ownerId, structured: resume.structured }, reason, resume.updatedAt),
  );
}

const candidate = (row: { id: string; is_base: boolean; kind: ResumeKind }): BaseCandidate => ({
  id: row.id,
  isBase: row.is_base,
  kind: row.kind,
});

/**
 * Serialises the changes to one user's base resume (claim, switch, delete), so each decision sees
 * the others' results: under READ COMMITTED, two switches could otherwise both read the old base.
 */
async function lockBaseOf(em: EntityManager, ownerId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended('resumes.base:' || ?, 0))`, [ownerId]);
}

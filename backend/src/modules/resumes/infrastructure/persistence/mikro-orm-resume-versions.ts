import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../../shared/ids';
import type { ResumeVersions, ResumeVersionSummary } from '../../application/ports';
import { ResumeVersion } from '../../domain/resume-version';

@Injectable()
export class MikroOrmResumeVersions implements ResumeVersions {
  constructor(private readonly em: EntityManager) {}

  async list(resumeId: string): Promise<ResumeVersionSummary[]> {
    if (!isUuid(resumeId)) return [];
    // The light columns only: the panel never needs the content.
    const rows = await this.em
      .fork()
      .execute<{ id: string; reason: ResumeVersionSummary['reason']; created_at: Date }[]>(
        'select id, reason, created_at from resume_versions where resume_id = ? order by created_at desc, id desc',
        [resumeId],
      );
    return rows.map((row) => ({ id: row.id, reason: row.reason, createdAt: new Date(row.created_at) }));
  }

  async find(resumeId: string, versionId: string): Promise<ResumeVersion | null> {
    if (!isUuid(resumeId) || !isUuid(versionId)) return null;
    return this.em.fork().findOne(ResumeVersion, { id: versionId, resumeId });
  }
}

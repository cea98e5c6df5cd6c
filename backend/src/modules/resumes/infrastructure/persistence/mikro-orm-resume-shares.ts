import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ResumeShares } from '../../application/ports';
import { ResumeShare } from '../../domain/resume-share';

@Injectable()
export class MikroOrmResumeShares implements ResumeShares {
  constructor(private readonly em: EntityManager) {}

  async replace(share: ResumeShare): Promise<void> {
    // One row per resume: the new token's hash overwrites the old one, which stops working at once.
    await this.em.fork().upsert(ResumeShare, share, { onConflictFields: ['resumeId'], onConflictAction: 'merge' });
  }

  findByTokenHash(tokenHash: string): Promise<ResumeShare | null> {
    return this.em.fork().findOne(ResumeShare, { tokenHash });
  }

  async recordUse(resumeId: string, use: 'view' | 'download'): Promise<void> {
    // One atomic increment: concurrent openings are all counted.
    const column = use === 'view' ? 'views' : 'downloads';
    await this.em.fork().execute(`update resume_shares set ${column} = ${column} + 1 where resume_id = ?`, [resumeId]);
  }

  async remove(resumeId: string): Promise<boolean> {
    return (await this.em.fork().nativeDelete(ResumeShare, { resumeId })) > 0;
  }
}

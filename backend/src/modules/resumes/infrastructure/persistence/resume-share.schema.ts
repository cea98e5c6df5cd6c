import { EntitySchema } from '@mikro-orm/core';
import { ResumeShare } from '../../domain/resume-share';

/** The `resume_shares` table: one link per resume, the token's SHA-256 only (see domain/resume-share.ts). */
export const ResumeShareSchema = new EntitySchema<ResumeShare>({
  class: ResumeShare,
  tableName: 'resume_shares',
  properties: {
    resumeId: { type: 'uuid', primary: true },
    tokenHash: { type: 'string', length: 64, unique: true },
    template: { type: 'string', length: 8 },
    language: { type: 'string', length: 2 },
    createdAt: { type: 'datetime' },
    views: { type: 'integer', default: 0 },
    downloads: { type: 'integer', default: 0 },
  },
});

import { EntitySchema } from '@mikro-orm/core';
import { ResumeVersion } from '../../domain/resume-version';

/** The `resume_versions` table: a resume's saved contents (deleted with their resume, on delete cascade). */
export const ResumeVersionSchema = new EntitySchema<ResumeVersion>({
  class: ResumeVersion,
  tableName: 'resume_versions',
  properties: {
    id: { type: 'uuid', primary: true },
    resumeId: { type: 'uuid' },
    ownerId: { type: 'string', length: 128 },
    reason: { type: 'string', length: 16 },
    structured: { type: 'json' },
    createdAt: { type: 'datetime' },
  },
});

import { EntitySchema } from '@mikro-orm/core';
import { Resume } from '../../domain/resume';

/**
 * Maps the plain domain class to the `resumes` table (the domain knows nothing of the ORM).
 * Not mapped: `name_search`, a column PostgreSQL computes from `name` for accent-blind search.
 */
export const ResumeSchema = new EntitySchema<Resume>({
  class: Resume,
  tableName: 'resumes',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'string', length: 128, index: true },
    name: { type: 'string', length: 120 },
    isBase: { type: 'boolean' },
    kind: { type: 'string', length: 16 },
    sourceResumeId: { type: 'uuid', nullable: true },
    fileName: { type: 'string', length: 255 },
    fileType: { type: 'string', length: 8 },
    sizeBytes: { type: 'integer' },
    stage: { type: 'string', length: 16 },
    errorCode: { type: 'string', length: 64, nullable: true },
    structured: { type: 'json', nullable: true, lazy: true },
    previousStructured: { type: 'json', nullable: true, lazy: true },
    changeSet: { type: 'json', nullable: true, lazy: true },
    language: { type: 'string', length: 2, nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    deletedAt: { type: 'datetime', nullable: true },
    // Only tells the repository a version is due (see Resume.unsavedVersion); never a column.
    unsavedVersion: { type: 'string', nullable: true, persist: false },
  },
});

import { EntitySchema } from '@mikro-orm/core';
import { SuperMatch } from '../../domain/supermatch';

export const SuperMatchSchema = new EntitySchema<SuperMatch>({
  class: SuperMatch,
  tableName: 'supermatches',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'string', length: 128 },
    resumeId: { type: 'uuid' },
    tailoredResumeId: { type: 'uuid' },
    runId: { type: 'uuid' },
    name: { type: 'string', length: 160 },
    jobUrl: { type: 'text', nullable: true },
    jobDescription: { type: 'text', nullable: true, lazy: true },
    jobTitle: { type: 'string', length: 255, nullable: true },
    company: { type: 'string', length: 255, nullable: true },
    language: { type: 'string', length: 2, nullable: true },
    posting: { type: 'json', nullable: true, lazy: true },
    locale: { type: 'string', length: 2 },
    status: { type: 'string', length: 16 },
    match: { type: 'json', nullable: true },
    mismatchConfirmed: { type: 'boolean' },
    charges: { type: 'integer' },
    errorCode: { type: 'string', length: 64, nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    deletedAt: { type: 'datetime', nullable: true },
  },
});

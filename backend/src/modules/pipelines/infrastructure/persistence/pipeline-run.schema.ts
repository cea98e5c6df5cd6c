import { EntitySchema } from '@mikro-orm/core';
import { PipelineRun } from '../../domain/pipeline-run';

export const PipelineRunSchema = new EntitySchema<PipelineRun>({
  class: PipelineRun,
  tableName: 'pipeline_runs',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'string', length: 128, index: true },
    kind: { type: 'string', length: 16 },
    stages: { type: 'json' },
    subjectId: { type: 'uuid' },
    status: { type: 'string', length: 24 },
    stage: { type: 'string', length: 32, nullable: true },
    errorCode: { type: 'string', length: 64, nullable: true },
    result: { type: 'json', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

import { PipelineRunSchema } from './modules/pipelines/infrastructure/persistence/pipeline-run.schema';
import { ResumeSchema } from './modules/resumes/infrastructure/persistence/resume.schema';
import { StoredFileSchema } from './modules/resumes/infrastructure/persistence/stored-file.schema';

/** Every ORM mapping of every module: the composition root's list for the ORM and its CLI. */
export const ENTITIES = [ResumeSchema, StoredFileSchema, PipelineRunSchema];

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { INTAKE_STAGES, MAX_RESUME_BYTES, MAX_RESUME_NAME_LENGTH } from '@atelier/contracts';
import { CreatePipelineRun } from '../../pipelines/application/create-pipeline-run';
import { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import { classifyResumeFile, MIME_TYPES } from '../domain/resume-file-type';
import { FILE_STORE, FileStore, originalFileKey, RESUME_JOBS, RESUME_REPOSITORY, ResumeJobs, ResumeRepository } from './ports';
import { UNSAFE_NAME_CHARACTERS } from '../../../shared/text';

/**
 * Accepts an uploaded file, keeps the original, and queues its processing as an intake run
 * (parse, then render), followed like every long task at /api/runs/:runId.
 */
@Injectable()
export class UploadResume {
  constructor(
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(RESUME_JOBS) private readonly jobs: ResumeJobs,
    private readonly createRun: CreatePipelineRun,
  ) {}

  async execute(input: { ownerId: string; fileName: string; content: Buffer }): Promise<{ resume: Resume; runId: string }> {
    if (input.content.length === 0) throw new ResumeError('EMPTY_FILE');
    if (input.content.length > MAX_RESUME_BYTES) throw new ResumeError('FILE_TOO_LARGE');
    // A JSON Resume file is imported as a resume too (the same pipeline structures it).
    const kind = classifyResumeFile(input.content);
    if ('error' in kind) throw new ResumeError(kind.error);
    const fileType = kind.type;
    const resume = Resume.upload({
      ownerId: input.ownerId,
      fileName: sanitizeFileName(input.fileName, fileType),
      fileType,
      sizeBytes: input.content.length,
      maxNameLength: MAX_RESUME_NAME_LENGTH,
    });
    // The original is stored before the row so a resume never points at a missing file.
    await this.files.put(originalFileKey(resume.id), input.content, MIME_TYPES[fileType]);
    await this.resumes.insert(resume);
    // The first resume a user creates becomes their base resume (decided under a per-user lock).
    resume.isBase = await this.resumes.claimBaseIfNone(resume.ownerId, resume.id);
    // The run exists before its job, so the progress screen has something to show at once.
    const runId = randomUUID();
    await this.createRun.execute({ id: runId, ownerId: input.ownerId, kind: 'intake', stages: INTAKE_STAGES, subjectId: resume.id });
    await this.jobs.enqueueProcessing(resume.id, runId);
    return { resume, runId };
  }
}

/** Keeps a readable display name; strips paths and control characters a browser may send. */
export function sanitizeFileName(name: string, type: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_NAME_CHARACTERS, '').trim().slice(0, 200);
  return clean || `resume.${type}`;
}

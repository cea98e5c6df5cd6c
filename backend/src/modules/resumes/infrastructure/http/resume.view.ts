import { PROCESSING_STAGES, type Resume } from '../../domain/resume';

/** What the API shows of a resume: never the owner id or the stored bytes. */
export function resumeView(resume: Resume) {
  const index = PROCESSING_STAGES.indexOf(resume.stage);
  return {
    id: resume.id,
    fileName: resume.fileName,
    fileType: resume.fileType,
    sizeBytes: resume.sizeBytes,
    stage: resume.stage,
    progress: resume.stage === 'failed' ? null : Math.round((100 * Math.max(0, index)) / (PROCESSING_STAGES.length - 1)),
    errorCode: resume.errorCode ?? null,
    language: resume.language ?? null,
    createdAt: resume.createdAt.toISOString(),
    updatedAt: resume.updatedAt.toISOString(),
  };
}

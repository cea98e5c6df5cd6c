import { progressOf, type Resume } from '../../domain/resume';

/** What the API shows of a resume: never the owner id or the stored bytes. */
export function resumeView(resume: Resume) {
  return {
    id: resume.id,
    fileName: resume.fileName,
    fileType: resume.fileType,
    sizeBytes: resume.sizeBytes,
    stage: resume.stage,
    progress: progressOf(resume.stage),
    errorCode: resume.errorCode ?? null,
    language: resume.language ?? null,
    createdAt: resume.createdAt.toISOString(),
    updatedAt: resume.updatedAt.toISOString(),
  };
}

import type { Resume as ResumeView, ResumeListItemWithShare as ResumeListItemView } from '@atelier/contracts';
import { progressOf, type Resume } from '../../domain/resume';
import type { ResumeListItem } from '../../application/ports';

/** What the API shows of a resume: never the owner id or the stored bytes. */
export function resumeView(resume: Resume): ResumeView {
  return {
    id: resume.id,
    name: resume.name,
    isBase: resume.isBase,
    kind: resume.kind,
    sourceResumeId: resume.sourceResumeId ?? null,
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

/** One line of GET /api/resumes. */
export function resumeListItemView(item: ResumeListItem): ResumeListItemView {
  return {
    id: item.id,
    name: item.name,
    isBase: item.isBase,
    stage: item.stage,
    language: item.language,
    fileType: item.fileType,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    share: item.share,
  };
}

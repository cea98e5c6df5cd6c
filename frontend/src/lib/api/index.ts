/** lib/api: the only code that calls fetch. One file per API resource. */
export { ApiError, apiUrl, configureApi, request, type RequestOptions, type TokenSource } from './client';
export { getAuthConfig } from './auth-config';
export { deleteMe, getMe, saveProfile } from './me';
export { getCredits } from './credits';
export { downloadResumePdf, getResume, listResumes, resumePreview, uploadResume } from './resumes';
export {
  createScratchResume,
  downloadResumeDocx,
  getResumeContent,
  importLinkedin,
  listResumeVersions,
  previewResumeContent,
  restoreResumeVersion,
  saveResumeContent,
} from './resume-content';
export { getRun, isFinished, parseEvent, watchRun } from './runs';
export type * from './types';

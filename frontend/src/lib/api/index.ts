/** lib/api: the only code that calls fetch. One file per API resource. */
export { ApiError, apiUrl, configureApi, request, type RequestOptions, type TokenSource } from './client';
export { getAuthConfig } from './auth-config';
export { deleteMe, getMe, saveProfile } from './me';
export { getCredits } from './credits';
export {
  downloadResumePdf,
  enhanceResume,
  getResume,
  listResumes,
  listResumeVersions,
  restoreResumeVersion,
  resumePreview,
  uploadResume,
} from './resumes';
export { getOnboarding, restartOnboarding, saveOnboarding } from './onboarding';
export { matchResume, readJobPosting } from './job-postings';
export { sendContactMessage } from './contact';
export { closeServerSession, openServerSession } from './session';
export { debugHtml, debugParse, debugRender } from './admin';
export {
  createScratchResume,
  downloadResumeDocx,
  getResumeContent,
  importLinkedin,
  previewResumeContent,
  saveResumeContent,
} from './resume-content';
export { getRun, isFinished, parseEvent, watchRun } from './runs';
export type * from './types';

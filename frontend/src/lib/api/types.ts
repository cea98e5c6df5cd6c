/**
 * The API's shapes as the browser sees them: the contract's types (type-only imports, so no
 * schema code reaches the browser bundle).
 */
import type { AuthConfig } from '@atelier/contracts';

export type {
  Credits, ErrorCode, Me, PipelineRun, Profile, ProfileChanges, Resume, ResumeDetail, ResumeListItem, ResumeStage, ResumeTemplate, ResumeUploaded,
} from '@atelier/contracts';

export type SocialProvider = 'google' | 'github';

/**
 * GET /api/auth/config. `providers` (the social sign-in providers the server has configured) is
 * not in the contract yet: until it is, the server does not send it and no social button shows.
 */
export type PublicAuthConfig = AuthConfig & { providers?: SocialProvider[] };

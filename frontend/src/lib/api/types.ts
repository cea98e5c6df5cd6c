/**
 * The API's shapes as the browser sees them: the contract's types (type-only imports, so no
 * schema code reaches the browser bundle).
 */
import type { AuthConfig } from '@atelier/contracts';

export type {
  BinItem,
  CreditEntry,
  CreditLedger,
  Credits,
  PageSize,
  ResumeVersionItem,
  ShareLink,
  SuperMatch,
  ErrorCode,
  Me,
  PipelineRun,
  Profile,
  ProfileChanges,
  Resume,
  ResumeDetail,
  ResumeListItem,
  ResumeListItemWithShare,
  ResumeStage,
  ResumeTemplate,
  ResumeUploaded,
} from '@atelier/contracts';

export type { SocialProvider } from '@atelier/contracts';

/** GET /api/auth/config, with the social sign-in providers the server has configured. */
export type PublicAuthConfig = AuthConfig;

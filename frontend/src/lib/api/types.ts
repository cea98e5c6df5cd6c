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
  DebugHtmlResult,
  DebugParseResult,
  DebugRenderRequest,
  DebugRenderResult,
  PageSize,
  ResumeVersionItem,
  ShareLink,
  SuperMatch,
  ErrorCode,
  JobPosting,
  OnboardingAnswers,
  OnboardingChanges,
  ReadJobPostingBody,
  ResumeMatch,
  RunStarted,
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
  ResumeChangeList,
  ResumeChangeView,
  ShareLink,
  StartSuperMatchBody,
  SuperMatch,
  SuperMatchReport,
  ReportKeyword,
} from '@atelier/contracts';

export type { SocialProvider } from '@atelier/contracts';

/** GET /api/auth/config, with the social sign-in providers the server has configured. */
export type PublicAuthConfig = AuthConfig;

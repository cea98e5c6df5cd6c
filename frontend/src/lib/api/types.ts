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
  ErrorCode,
  JobPosting,
  Me,
  OnboardingAnswers,
  OnboardingChanges,
  PageSize,
  PipelineRun,
  Profile,
  ProfileChanges,
  ReadJobPostingBody,
  ReportKeyword,
  Resume,
  ResumeChangeList,
  ResumeChangeView,
  ResumeDetail,
  ResumeListItem,
  ResumeListItemWithShare,
  ResumeMatch,
  ResumeStage,
  ResumeTemplate,
  ResumeUploaded,
  ResumeVersionItem,
  RunStarted,
  ShareLink,
  StartSuperMatchBody,
  SuperMatch,
  SuperMatchReport,
} from '@atelier/contracts';

export type { SocialProvider } from '@atelier/contracts';

/** GET /api/auth/config, with the social sign-in providers the server has configured. */
export type PublicAuthConfig = AuthConfig;

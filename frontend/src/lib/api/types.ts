/**
 * The API's shapes as the browser sees them. Until `@atelier/contracts` lands these are written
 * by hand from the controllers; then this file becomes re-exports of the contract's types
 * (`export type { Me, Profile, ... } from '@atelier/contracts'`) and nothing else changes.
 */

export interface PublicAuthConfig {
  apiKey: string;
  projectId: string;
  authDomain: string;
  appId?: string;
  /** Set when the server uses the Auth emulator. */
  emulatorUrl?: string;
  /** Social sign-in providers the server has configured, e.g. ['google', 'github']. */
  providers?: SocialProvider[];
}
export type SocialProvider = 'google' | 'github';

export interface Profile {
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  phoneNumber: string | null;
  email: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
}
/** Any subset of the profile; null or '' clears a field. */
export type ProfileChanges = Partial<Profile>;

export interface Me {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
  emailVerified: boolean;
  profile: Profile;
}

export interface Credits {
  balance: number;
  plan: 'free' | 'plus';
  supermatchCost: number;
  plusMonthlyCredits: number;
}

export type ResumeStage = 'queued' | 'extracting' | 'rendering' | 'ready' | 'failed';
export interface Resume {
  id: string;
  name: string;
  isBase: boolean;
  kind: string;
  sourceResumeId: string | null;
  fileName: string;
  fileType: string;
  sizeBytes: number;
  stage: ResumeStage;
  progress: number | null;
  errorCode: string | null;
  /** Present on GET /api/resumes/:id (in the request's language). */
  errorMessage?: string | null;
  language: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface ResumeListItem {
  id: string;
  name: string;
  isBase: boolean;
  stage: ResumeStage;
  language: string | null;
  fileType: string;
  createdAt: string;
  updatedAt: string;
}
export type Template = 'ats' | 'modern';

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | (string & {});
export interface PipelineRun {
  id: string;
  kind: string;
  subjectId: string;
  status: RunStatus;
  stage: string | null;
  stages: string[];
  progress: number | null;
  errorCode: string | null;
  errorMessage: string | null;
  result: unknown;
  createdAt: string;
  updatedAt: string;
}

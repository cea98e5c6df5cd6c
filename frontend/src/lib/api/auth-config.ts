import { PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { PublicAuthConfig } from './types';

/** GET /api/auth/config: the public Firebase web settings (no sign-in needed, so no token). */
export function getAuthConfig(): Promise<PublicAuthConfig> {
  return request<PublicAuthConfig>(PATHS.authConfig, { auth: false });
}

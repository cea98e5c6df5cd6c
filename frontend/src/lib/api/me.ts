import { PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { Me, Profile, ProfileChanges } from './types';

/** GET /api/me: who is signed in (guest or registered) and their profile. */
export function getMe(): Promise<Me> {
  return request<Me>(PATHS.me);
}

/** PATCH /api/me/profile: registered users only (a guest gets PROFILE_REQUIRES_ACCOUNT). */
export async function saveProfile(changes: ProfileChanges): Promise<Profile> {
  return (await request<{ profile: Profile }>(PATHS.profile, { method: 'PATCH', json: changes })).profile;
}

/** DELETE /api/me: every module's data, then the sign-in account. REAUTH_REQUIRED when the sign-in is older than 5 minutes. */
export function deleteMe(): Promise<void> {
  return request<void>(PATHS.me, { method: 'DELETE', read: 'none' });
}

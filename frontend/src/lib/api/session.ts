import { PATHS } from '@atelier/contracts/paths';
import { request } from './client';

/** POST /api/session: the server sets the HttpOnly `__session` cookie pages read who is asking from. */
export function openServerSession(): Promise<void> {
  return request<void>(PATHS.session, { method: 'POST', read: 'none' });
}

/** DELETE /api/session: clears that cookie (logout). Needs no token: the user may be gone already. */
export function closeServerSession(): Promise<void> {
  return request<void>(PATHS.session, { method: 'DELETE', read: 'none', auth: false });
}

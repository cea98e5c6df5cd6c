import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

/**
 * The pages' identity: the browser trades its Firebase ID token for an HttpOnly `__session`
 * cookie (a Firebase session cookie) on sign-in and on each token refresh, and drops it on
 * logout. Pages rendered on the server (the administrator pages) read who is asking from it.
 */
export const sessionRoutes = defineRoutes({
  openSession: {
    method: 'POST',
    path: PATHS.session,
    tag: 'auth',
    summary: 'Sets the `__session` cookie (HttpOnly, SameSite=Lax) for the bearer of this ID token',
    auth: true,
    status: 204,
    response: null,
  },
  closeSession: {
    method: 'DELETE',
    path: PATHS.session,
    tag: 'auth',
    summary: 'Clears the `__session` cookie (logout)',
    auth: false,
    status: 204,
    response: null,
  },
});

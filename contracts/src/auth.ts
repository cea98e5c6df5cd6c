import { z } from 'zod';
import { SOCIAL_PROVIDERS } from './constants.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

/** The public Firebase web settings the browser SDK needs (not secrets), and the emulator when one is used. */
export const AuthConfig = z.object({
  apiKey: z.string(),
  projectId: z.string(),
  authDomain: z.string(),
  appId: z.string().optional(),
  emulatorUrl: z.string().optional().meta({ description: 'Set in development and tests: the Auth emulator to talk to' }),
  providers: z.array(z.enum(SOCIAL_PROVIDERS)).meta({ description: 'Social sign-in providers configured on the server (AUTH_PROVIDERS)' }),
});
export type AuthConfig = z.infer<typeof AuthConfig>;

export const authRoutes = defineRoutes({
  getAuthConfig: {
    method: 'GET',
    path: PATHS.authConfig,
    tag: 'auth',
    summary: 'Public Firebase web settings for the browser SDK (no sign-in needed)',
    auth: false,
    status: 200,
    response: AuthConfig,
  },
});

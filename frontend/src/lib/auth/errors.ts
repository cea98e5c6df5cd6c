/**
 * What to tell people when signing in, registering, resetting a password, signing in again,
 * deleting the account or saving the profile goes wrong: Firebase client error codes (and our
 * API's codes for the same screens) mapped to message keys of the `auth` namespace (i18n/<locale>/auth.json), with the
 * spec's exact texts per screen (spec section 8), plus the form checks of spec section 5.
 */
import { format, type MessageKey, type Messages } from '../../i18n';

type AuthKey = MessageKey<'auth'>;

/** The screens with their own messages (the Dashboard's account actions are split by action). */
export type AuthScreen = 'signIn' | 'register' | 'forgotPassword' | 'reauth' | 'deleteAccount' | 'signOut' | 'profile';

/** A message to show: a key, and values for its {placeholders}. */
export interface AuthMessage {
  key: AuthKey;
  values?: Record<string, string | number>;
}

const SIGN_IN: Record<string, AuthKey> = {
  'user-not-found': 'signIn.errors.userNotFound',
  'wrong-password': 'signIn.errors.wrongPassword',
  // With e-mail enumeration protection (on by default for new projects) Firebase answers this
  // instead of user-not-found or wrong-password: it will not say which of the two is wrong.
  'invalid-credential': 'signIn.errors.invalidCredential',
  'invalid-login-credentials': 'signIn.errors.invalidCredential',
  'invalid-email': 'signIn.errors.invalidEmail',
  'missing-email': 'validation.fillAllFields',
  'missing-password': 'validation.fillAllFields',
  'user-disabled': 'signIn.errors.userDisabled',
  'too-many-requests': 'signIn.errors.tooManyAttempts',
};

const REGISTER: Record<string, AuthKey> = {
  'email-already-in-use': 'register.errors.emailInUse',
  // Linking the guest to an e-mail that another account already uses.
  'credential-already-in-use': 'register.errors.emailInUse',
  'account-exists-with-different-credential': 'register.errors.emailInUse',
  'provider-already-linked': 'register.errors.alreadyRegistered',
  'invalid-email': 'register.errors.invalidEmail',
  'missing-email': 'validation.fillAllFields',
  'missing-password': 'validation.fillAllFields',
  'weak-password': 'register.errors.weakPassword',
  // The project's password policy refused it (the SDK refreshes the policy first).
  'password-does-not-meet-requirements': 'register.errors.weakPassword',
  'operation-not-allowed': 'register.errors.notEnabled',
  'too-many-requests': 'forgot.errors.tooManyRequests',
};

const FORGOT_PASSWORD: Record<string, AuthKey> = {
  'user-not-found': 'forgot.errors.userNotFound',
  'invalid-email': 'forgot.errors.invalidEmail',
  'missing-email': 'validation.emailRequired',
  'too-many-requests': 'forgot.errors.tooManyRequests',
};

const REAUTH: Record<string, AuthKey> = {
  ...SIGN_IN,
  // Signed in again, but as someone else than the account being deleted.
  'user-mismatch': 'account.errors.wrongAccount',
};

const DELETE_ACCOUNT: Record<string, AuthKey> = {
  'requires-recent-login': 'account.errors.reauthRequired',
  // Our API (DELETE /api/me) says the same things with its own codes.
  REAUTH_REQUIRED: 'account.errors.reauthRequired',
  ACCOUNT_DELETION_FAILED: 'account.errors.deleteFailed',
};

const PROFILE: Record<string, AuthKey> = {
  PROFILE_REQUIRES_ACCOUNT: 'profile.errors.requiresAccount',
};

/** Codes that mean the same on every screen. */
const ANY_SCREEN: Record<string, AuthKey> = {
  'network-request-failed': 'errors.network',
  'popup-closed-by-user': 'errors.popupClosed',
  'cancelled-popup-request': 'errors.popupClosed',
  'popup-blocked': 'errors.popupBlocked',
  'web-storage-unsupported': 'errors.storageUnsupported',
  'invalid-user-token': 'errors.sessionExpired',
  'user-token-expired': 'errors.sessionExpired',
  'login-blocked': 'errors.loginBlocked',
  'multi-factor-auth-required': 'errors.mfaRequired',
  RATE_LIMITED: 'forgot.errors.tooManyRequests',
};

const BY_SCREEN: Record<AuthScreen, { codes: Record<string, AuthKey>; otherwise: AuthKey }> = {
  signIn: { codes: SIGN_IN, otherwise: 'signIn.errors.failed' },
  register: { codes: REGISTER, otherwise: 'register.errors.failed' },
  forgotPassword: { codes: FORGOT_PASSWORD, otherwise: 'forgot.errors.failed' },
  reauth: { codes: REAUTH, otherwise: 'signIn.errors.failed' },
  deleteAccount: { codes: DELETE_ACCOUNT, otherwise: 'account.errors.deleteFailed' },
  signOut: { codes: {}, otherwise: 'account.errors.logoutFailed' },
  profile: { codes: PROFILE, otherwise: 'profile.errors.saveFailed' },
};

/**
 * Set-up mistakes (ours, not the user's): they get the screen's generic message, and the page
 * should log them, since nobody but a developer can fix them. missing-recaptcha-token is retried
 * by the SDK itself with a bot check; if it still surfaces, it lands here too.
 */
const CONFIGURATION_CODES = new Set([
  'invalid-api-key',
  'internal-error',
  'argument-error',
  'unauthorized-domain',
  'tenant-id-mismatch',
  'invalid-emulator-scheme',
  'auth-domain-config-required',
  'already-initialized',
  'invalid-continue-uri',
  'unauthorized-continue-uri',
  'missing-continue-uri',
  'missing-recaptcha-token',
  'app-not-authorized',
  'invalid-tenant-id',
]);

/** "auth/wrong-password" from a FirebaseError, or our API's { error: { code } }, without the prefix. */
export function authErrorCode(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const nested = (error as { error?: { code?: unknown } }).error?.code;
  const code = (error as { code?: unknown }).code ?? nested;
  return typeof code === 'string' && code ? code.replace(/^auth\//, '') : null;
}

/** The message for an error on a screen; unknown errors get the screen's generic message. */
export function authErrorMessage(screen: AuthScreen, error: unknown): AuthMessage {
  const code = authErrorCode(error);
  const { codes, otherwise } = BY_SCREEN[screen];
  if (!code) return { key: otherwise };
  return { key: codes[code] ?? ANY_SCREEN[code] ?? otherwise };
}

/** Whether an error is a set-up problem worth logging (see CONFIGURATION_CODES). */
export function isConfigurationError(error: unknown): boolean {
  const code = authErrorCode(error);
  return code !== null && CONFIGURATION_CODES.has(code);
}

/** Firebase's default minimum password length (the project's policy may ask for more). */
export const MIN_PASSWORD_LENGTH = 6;

const blank = (value: string | undefined) => !value || value.trim() === '';

/** Sign in: every field is required. */
export function validateSignIn(form: { email: string; password: string }): AuthMessage | null {
  return blank(form.email) || !form.password ? { key: 'validation.fillAllFields' } : null;
}

/**
 * Register: every field required, the two passwords equal, then long enough. `minLength` is the
 * project's password policy when the page has read it (6 by default).
 */
export function validateRegister(
  form: { email: string; password: string; confirmPassword: string },
  minLength = MIN_PASSWORD_LENGTH,
): AuthMessage | null {
  if (blank(form.email) || !form.password || !form.confirmPassword) return { key: 'validation.fillAllFields' };
  if (form.password !== form.confirmPassword) return { key: 'validation.passwordsMismatch' };
  if (form.password.length < minLength) return { key: 'validation.passwordTooShort', values: { min: minLength } };
  return null;
}

/** Something@something.tld: the service checks for real; this catches typos before a round trip. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Forgot password: the e-mail is required and must look like one. */
export function validateForgotPassword(form: { email: string }): AuthMessage | null {
  if (blank(form.email)) return { key: 'validation.emailRequired' };
  return looksLikeEmail(form.email) ? null : { key: 'forgot.errors.invalidEmail' };
}

/** The text of a message in a catalogue, its {placeholders} filled. */
export function authMessageText(messages: Messages<'auth'>, message: AuthMessage): string {
  return format(messages[message.key], message.values);
}

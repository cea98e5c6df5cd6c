import { namespace } from '../../i18n';
import {
  authErrorCode,
  authErrorMessage,
  authMessageText,
  isConfigurationError,
  validateForgotPassword,
  validateRegister,
  validateSignIn,
  type AuthScreen,
} from './errors';

const en = namespace('en', 'auth');
const fr = namespace('fr', 'auth');

/** A FirebaseError as the client SDK throws it. */
const firebase = (code: string) => Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });
const text = (screen: AuthScreen, code: string) => en[authErrorMessage(screen, firebase(code)).key];

describe('Firebase errors, with the spec’s exact messages per screen', () => {
  it('Sign in', () => {
    expect(text('signIn', 'user-not-found')).toBe('No account found with this email address.');
    expect(text('signIn', 'wrong-password')).toBe('Incorrect password.');
    expect(text('signIn', 'invalid-email')).toBe('Invalid email address.');
    expect(text('signIn', 'user-disabled')).toBe('This account has been disabled.');
    expect(text('signIn', 'too-many-requests')).toBe('Too many failed attempts. Please try again later.');
    expect(text('signIn', 'something-new')).toBe('Sign in failed. Please try again.');
    // E-mail enumeration protection: Firebase will not say which of e-mail or password is wrong.
    expect(text('signIn', 'invalid-credential')).toBe('Incorrect email or password.');
  });

  it('Register', () => {
    expect(text('register', 'email-already-in-use')).toBe('An account with this email already exists.');
    expect(text('register', 'credential-already-in-use')).toBe('An account with this email already exists.');
    expect(text('register', 'invalid-email')).toBe('Invalid email address.');
    expect(text('register', 'weak-password')).toBe('Password is too weak.');
    expect(text('register', 'password-does-not-meet-requirements')).toBe('Password is too weak.');
    expect(text('register', 'operation-not-allowed')).toBe('Email/password accounts are not enabled.');
    expect(text('register', 'internal-error')).toBe('Registration failed. Please try again.');
  });

  it('Forgot password', () => {
    expect(text('forgotPassword', 'user-not-found')).toBe('No account found.');
    expect(text('forgotPassword', 'invalid-email')).toBe('Please enter a valid email address.');
    expect(text('forgotPassword', 'too-many-requests')).toBe('Too many requests. Please try again later.');
    expect(text('forgotPassword', 'invalid-continue-uri')).toBe('Failed to send password reset email.');
    expect(en['forgot.success']).toBe('Password reset email sent! Please check your inbox.');
  });

  it('Dashboard: sign out, sign in again, delete the account', () => {
    expect(text('signOut', 'network-request-failed')).toBe('We could not reach the sign-in service. Check your connection and try again.');
    expect(text('signOut', 'internal-error')).toBe('Failed to log out.');
    expect(text('deleteAccount', 'requires-recent-login')).toBe(
      'For security reasons, you need to sign in again before deleting your account.',
    );
    expect(text('deleteAccount', 'internal-error')).toBe('Failed to delete account. Please try again or contact support.');
    expect(text('reauth', 'wrong-password')).toBe('Incorrect password.');
    expect(text('reauth', 'user-mismatch')).toBe(
      'These credentials belong to another account. Please sign in with the account you want to delete.',
    );
  });

  it('reads our API’s error bodies for the same screens', () => {
    const api = (code: string) => ({ error: { code, message: '…' } });
    expect(en[authErrorMessage('deleteAccount', api('REAUTH_REQUIRED')).key]).toBe(
      'For security reasons, you need to sign in again before deleting your account.',
    );
    expect(en[authErrorMessage('profile', api('PROFILE_REQUIRES_ACCOUNT')).key]).toBe('You must be logged in to save profile changes');
    expect(en[authErrorMessage('profile', api('INTERNAL')).key]).toBe('Failed to save profile changes. Please try again.');
    expect(authErrorMessage('profile', null).key).toBe('profile.errors.saveFailed');
  });

  it('gives every code the spec lists a message that exists in both languages', () => {
    const specCodes = [
      'invalid-api-key',
      'internal-error',
      'argument-error',
      'unauthorized-domain',
      'popup-blocked',
      'popup-closed-by-user',
      'cancelled-popup-request',
      'network-request-failed',
      'web-storage-unsupported',
      'user-mismatch',
      'provider-already-linked',
      'tenant-id-mismatch',
      'invalid-user-token',
      'login-blocked',
      'password-does-not-meet-requirements',
      'missing-recaptcha-token',
      'multi-factor-auth-required',
      'invalid-emulator-scheme',
      'auth-domain-config-required',
      'already-initialized',
      'invalid-continue-uri',
      'user-not-found',
      'wrong-password',
      'invalid-credential',
      'invalid-email',
      'user-disabled',
      'too-many-requests',
      'email-already-in-use',
      'weak-password',
      'operation-not-allowed',
      'requires-recent-login',
      'credential-already-in-use',
      'missing-email',
    ];
    const screens: AuthScreen[] = ['signIn', 'register', 'forgotPassword', 'reauth', 'deleteAccount', 'signOut', 'profile'];
    for (const screen of screens) {
      for (const code of specCodes) {
        const { key } = authErrorMessage(screen, firebase(code));
        expect(en[key]).toBeTruthy();
        expect(fr[key]).toBeTruthy();
      }
    }
    // What a user can act on is never hidden behind a generic message.
    expect(text('signIn', 'network-request-failed')).toMatch(/connection/);
    expect(text('signIn', 'popup-closed-by-user')).toMatch(/window was closed/);
    expect(text('register', 'popup-blocked')).toMatch(/pop-ups/);
    expect(text('register', 'provider-already-linked')).toBe('This account is already registered. Please sign in.');
    expect(text('signIn', 'invalid-user-token')).toBe('Your session has expired. Please sign in again.');
  });

  it('flags set-up mistakes for logging, not user mistakes', () => {
    expect(isConfigurationError(firebase('invalid-api-key'))).toBe(true);
    expect(isConfigurationError(firebase('unauthorized-domain'))).toBe(true);
    expect(isConfigurationError(firebase('wrong-password'))).toBe(false);
    expect(authErrorCode('boom')).toBeNull();
    expect(authErrorCode({ code: 'auth/user-disabled' })).toBe('user-disabled');
  });
});

describe('form checks (spec section 5)', () => {
  it('Sign in: all fields required', () => {
    expect(validateSignIn({ email: '', password: 'x' })?.key).toBe('validation.fillAllFields');
    expect(validateSignIn({ email: '   ', password: 'x' })?.key).toBe('validation.fillAllFields');
    expect(validateSignIn({ email: 'a@b.c', password: '' })?.key).toBe('validation.fillAllFields');
    expect(validateSignIn({ email: 'a@b.c', password: 'x' })).toBeNull();
    expect(en['validation.fillAllFields']).toBe('Please fill in all fields.');
  });

  it('Register: all fields, matching passwords, at least 6 characters', () => {
    const form = { email: 'a@b.c', password: 'secret', confirmPassword: 'secret' };
    expect(validateRegister(form)).toBeNull();
    expect(validateRegister({ ...form, confirmPassword: '' })?.key).toBe('validation.fillAllFields');
    const mismatch = validateRegister({ ...form, confirmPassword: 'secreT' });
    expect(authMessageText(en, mismatch!)).toBe('Passwords do not match');
    const short = validateRegister({ ...form, password: 'five5', confirmPassword: 'five5' });
    expect(authMessageText(en, short!)).toBe('Password must be at least 6 characters');
    expect(authMessageText(fr, short!)).toBe('Le mot de passe doit contenir au moins 6\u00a0caractères');
    // A project policy asking for more.
    expect(authMessageText(en, validateRegister(form, 8)!)).toBe('Password must be at least 8 characters');
  });

  it('Forgot password: the e-mail is required', () => {
    expect(authMessageText(en, validateForgotPassword({ email: ' ' })!)).toBe('Please enter your email address');
    expect(validateForgotPassword({ email: 'a@b.c' })).toBeNull();
    expect(authMessageText(en, validateForgotPassword({ email: 'not-an-email' })!)).toBe('Please enter a valid email address.');
  });
});

/** lib/auth: the Firebase session, account actions, password policy and error messages. */
export { authConfig, currentUser, ensureUser, firebaseAuth, startSession } from './session';
export {
  deleteAccount,
  logOut,
  needsReauthentication,
  reauthenticate,
  RECENT_SIGN_IN_MS,
  register,
  saveProfile,
  sendPasswordReset,
  signIn,
  signInWithProvider,
} from './actions';
export { checkPassword, defaultPasswordCheck, type PasswordCheck, type Requirement } from './password-policy';
export {
  authErrorCode,
  authErrorMessage,
  authMessageText,
  isConfigurationError,
  MIN_PASSWORD_LENGTH,
  validateForgotPassword,
  validateRegister,
  validateSignIn,
  type AuthMessage,
  type AuthScreen,
} from './errors';

/** State shared between islands (React context does not cross islands). */
export { $session, $user, sessionOf, type Session, type SessionState, type SessionUser } from './session';
export { $credits, clearCredits, refreshCredits } from './credits';
export { $locale, initLocale } from './locale';

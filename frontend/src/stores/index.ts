/** State shared between islands (React context does not cross islands). */
export { $session, $user, LOADING_SESSION, sessionOf, type Session, type SessionState, type SessionUser } from './session';
export { $credits, clearCredits, refreshCredits } from './credits';
export { $locale, initLocale } from './locale';
export { useHydratedStore } from './use-hydrated-store';
export { $libraryChanges, libraryChanged } from './library';

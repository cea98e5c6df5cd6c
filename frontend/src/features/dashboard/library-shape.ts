/**
 * Whether the user's library had resumes on their last visit, kept in a cookie so the server
 * draws the loading page at the right height: a placeholder the size of the empty state, or one
 * taller than the screen when the list will fill it. Without it the credits panel and the
 * sections below jump when the list arrives (layout shift, and a slower page for Lighthouse).
 */
export type LibraryShape = 'empty' | 'filled';

export const LIBRARY_SHAPE_COOKIE = 'atelier_library';

export const libraryShapeOf = (cookie: string | undefined): LibraryShape => (cookie === 'filled' ? 'filled' : 'empty');

/** Remembers the shape for the next visit (a year; it only sizes a placeholder). */
export function rememberLibraryShape(shape: LibraryShape): void {
  document.cookie = `${LIBRARY_SHAPE_COOKIE}=${shape}; path=/; max-age=31536000; samesite=lax`;
}

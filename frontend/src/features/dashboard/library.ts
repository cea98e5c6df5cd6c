/**
 * The dashboard's plain rules, without React: accent-blind search, sorting, and which message a
 * failed action shows (chosen by the API's error code, never by its text).
 */

/** "Gaëlle" → "gaelle": the same folding as the server's search (NFD, marks removed, lower case). */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether a name matches what is typed (ignoring case, accents and surrounding spaces). */
export function matchesSearch(name: string, query: string): boolean {
  const wanted = foldAccents(query.trim());
  return wanted === '' || foldAccents(name).includes(wanted);
}

export const SORTS = ['updated', 'created', 'name'] as const;
export type LibrarySort = (typeof SORTS)[number];
export const isLibrarySort = (value: unknown): value is LibrarySort => SORTS.includes(value as LibrarySort);

interface Sortable {
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** Newest change first, newest first, or by name in the page's language (a copy; the input is left alone). */
export function sortItems<T extends Sortable>(items: readonly T[], sort: LibrarySort, locale: string): T[] {
  const byName = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const compare: Record<LibrarySort, (a: T, b: T) => number> = {
    updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
    created: (a, b) => b.createdAt.localeCompare(a.createdAt),
    name: (a, b) => byName.compare(a.name, b.name),
  };
  return [...items].sort(compare[sort]);
}

/** The dashboard's failure messages (the spec's), by catalogue key. */
export type ActionProblem =
  | 'problem.notFound'
  | 'problem.failed'
  | 'problem.downloadNotFound'
  | 'problem.shareNotFound'
  | 'problem.baseDelete'
  | 'problem.notReady'
  | 'problem.offline'
  | 'problem.nameInvalid';

/** What to tell the user when an action failed with this code (network failures say to check the connection). */
export function problemOf(code: string, isNetwork = false): ActionProblem {
  if (isNetwork) return 'problem.offline';
  switch (code) {
    case 'LIBRARY_ITEM_NOT_FOUND':
    case 'RESUME_NOT_FOUND':
    case 'SUPERMATCH_NOT_FOUND':
      return 'problem.notFound';
    case 'DOWNLOAD_NOT_FOUND':
      return 'problem.downloadNotFound';
    case 'SHARE_NOT_FOUND':
      return 'problem.shareNotFound';
    case 'BASE_RESUME_CANNOT_BE_DELETED':
      return 'problem.baseDelete';
    case 'RESUME_NOT_READY':
      return 'problem.notReady';
    case 'INVALID_REQUEST':
    case 'INVALID_RESUME_NAME':
      return 'problem.nameInvalid';
    default:
      return 'problem.failed';
  }
}

/** A downloaded file's name: the item's name without characters file systems refuse. */
export function fileNameOf(name: string, suffix: string): string {
  const stem = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'resume';
  return `${stem}${suffix}`;
}

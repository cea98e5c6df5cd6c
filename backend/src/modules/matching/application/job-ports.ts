import type { ProposedKeyword } from '../domain/keywords/grounded-keywords';
export const PAGE_FETCHER = Symbol('PageFetcher');

/** Fetches a public web page server-side, safely (see SafePageFetcher). */
export interface PageFetcher {
  fetchPage(url: URL): Promise<{ finalUrl: string; contentType: string; body: string }>;
}

export const KEYWORD_READER = Symbol('KeywordReader');

/**
 * Reads a posting's skill keywords with a language model when one is configured (OPENAI_*): the
 * model's terms, not yet held to the posting (groundKeywords does that). Null when there is no
 * model or it failed: the lexicons' and span model's keywords, already in the posting, stand.
 */
export interface KeywordReader {
  read(text: string): Promise<ProposedKeyword[] | null>;
}

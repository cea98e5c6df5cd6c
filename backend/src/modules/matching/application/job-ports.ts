export const PAGE_FETCHER = Symbol('PageFetcher');

/** Fetches a public web page server-side, safely (see SafePageFetcher). */
export interface PageFetcher {
  fetchPage(url: URL): Promise<{ finalUrl: string; contentType: string; body: string }>;
}

/**
 * The one place the browser calls `fetch` (the resource files beside it build on `request`).
 * - Every call carries the user's Firebase ID token, asked for per request: the SDK hands back
 *   its cached token and refreshes it itself shortly before it expires, so we never send a stale one.
 * - Every call carries `Accept-Language`, so the API answers in the page's language.
 * - An error answer becomes an `ApiError` with the API's stable `code` (the contract's error
 *   codes): screens choose what to show by code, never by matching the message.
 * - Reads (GET) are retried with backoff on network errors and 502/503/504; writes never are,
 *   since the server may have done them already.
 * - A request that takes longer than its timeout is aborted (code TIMEOUT).
 *
 * lib/api does not import lib/auth (lib/auth reads its own configuration through lib/api):
 * lib/auth plugs the token in with `configureApi`.
 */

import type { ErrorCode } from './types';

/** Codes the client itself gives errors that never reached an API answer. */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'ABORTED' | 'BAD_RESPONSE';

/** An API failure: the contract's `code` (or a client code), the HTTP status, the fields at fault. */
export class ApiError extends Error {
  constructor(
    /** The contract's ErrorCode, a ClientErrorCode, or a code this client does not know yet. */
    readonly code: ErrorCode | ClientErrorCode | (string & {}),
    readonly status: number,
    message: string,
    readonly fields: string[] = [],
    /** Seconds to wait before trying again (429 RATE_LIMITED). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Whether the request never got an answer (offline, timeout): worth a "check your connection". */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** Returns the current ID token; `forceRefresh` when the API refused the last one. */
export type TokenSource = (forceRefresh: boolean) => Promise<string | null>;

interface ApiSettings {
  token: TokenSource;
  locale: () => string;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
}

const settings: ApiSettings = {
  token: async () => null,
  locale: () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en'),
  timeoutMs: 20_000,
  retryDelaysMs: [300, 900, 2_000],
};

/** Plugs in where tokens and the language come from (lib/auth and stores/locale do this at start). */
export function configureApi(changes: Partial<ApiSettings>): void {
  Object.assign(settings, changes);
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (uploads); the browser sets its Content-Type with the boundary. */
  form?: FormData;
  /** What to read from a successful answer (JSON by default). */
  read?: 'json' | 'blob' | 'none' | 'response';
  /** Send the ID token (default). Public endpoints (auth config) say false. */
  auth?: boolean;
  signal?: AbortSignal;
  /** 0 disables the timeout (streams). */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** `/api/x?q=1`, leaving out empty query values. */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A request to our API; see the file comment. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const retries = method === 'GET' ? settings.retryDelaysMs : [];
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await send(path, options, method);
      return (await readBody(response, options.read ?? 'json')) as T;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : toNetworkError(error, options.signal);
      const transient = apiError.code === 'NETWORK' || apiError.code === 'TIMEOUT' || RETRYABLE_STATUS.has(apiError.status);
      if (!transient || attempt >= retries.length) throw apiError;
      await delay(retries[attempt]);
    }
  }
}

/** One attempt, with a second try on AUTH_INVALID after refreshing the token (it may have just expired). */
async function send(path: string, options: RequestOptions, method: string): Promise<Response> {
  let response = await sendOnce(path, options, method, false);
  if (response.status === 401 && options.auth !== false) {
    const error = await errorOf(response);
    if (error.code !== 'AUTH_INVALID') throw error;
    response = await sendOnce(path, options, method, true);
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

async function sendOnce(path: string, options: RequestOptions, method: string, refreshToken: boolean): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('Accept-Language', settings.locale());
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.auth !== false) {
    const token = await settings.token(refreshToken);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
  const signals = [options.signal, timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined].filter((s): s is AbortSignal => !!s);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  return fetch(apiUrl(path, options.query), { method, headers, body, signal, credentials: 'same-origin' });
}

async function readBody(response: Response, read: NonNullable<RequestOptions['read']>): Promise<unknown> {
  if (read === 'response') return response;
  if (read === 'none' || response.status === 204) return undefined;
  if (read === 'blob') return response.blob();
  try {
    return await response.json();
  } catch {
    throw new ApiError('BAD_RESPONSE', response.status, 'The API answered something that is not JSON');
  }
}

/** The API's `{ error: { code, message, fields } }`, or a code made from the status when the body is not ours (a proxy's 502 page). */
async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;
  const code = typeof body?.error?.code === 'string' ? body.error.code : response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  const message = typeof body?.error?.message === 'string' ? body.error.message : response.statusText;
  const fields = Array.isArray(body?.error?.fields) ? body.error.fields.filter((f): f is string => typeof f === 'string') : [];
  const retryAfter = Number(response.headers.get('Retry-After')) || null;
  return new ApiError(code, response.status, message, fields, retryAfter);
}

function toNetworkError(error: unknown, signal?: AbortSignal): ApiError {
  if (signal?.aborted) return new ApiError('ABORTED', 0, 'The request was cancelled');
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new ApiError('TIMEOUT', 0, 'The API did not answer in time');
  return new ApiError('NETWORK', 0, error instanceof Error ? error.message : 'Network error');
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file the API makes (a PDF, a PNG): read as a Blob, with a longer timeout (it may be rendered now). */
export function requestFile(path: string, query: Query, accept: 'application/pdf' | 'image/png'): Promise<Blob> {
  return request<Blob>(path, { query, read: 'blob', headers: { Accept: accept }, timeoutMs: 60_000 });
}

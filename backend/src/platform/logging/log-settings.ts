import { randomUUID } from 'node:crypto';

/** Nest's level names (LOG_LEVEL) as pino's; `warn` by default. */
const PINO_LEVELS: Record<string, string> = { fatal: 'fatal', error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };
export const pinoLevel = (level = 'warn') => PINO_LEVELS[level] ?? 'warn';

/** JSON lines in production and tests (for machines); one readable line each in development. */
export function prettyLogs(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.LOG_FORMAT) return env.LOG_FORMAT === 'pretty';
  return (env.NODE_ENV ?? 'development') === 'development';
}

/** A request id a client or proxy may send: short, and only characters that cannot forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** The incoming X-Request-Id when well formed, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && WELL_FORMED.test(value) ? value : randomUUID();
}

/**
 * A URL as logged: share tokens (secrets in a path: whoever has one can open the resume) are
 * masked, and query strings dropped (search terms are the user's words).
 */
export function loggedUrl(url = ''): string {
  const path = url.split('?')[0];
  return path.replace(/\/shared\/[^/]+/g, '/shared/[token]');
}

/** E-mail addresses in a message, as a last line of defence: the code never logs them on purpose. */
export const withoutEmails = (text: string) => text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]');

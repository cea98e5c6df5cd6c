import type { z } from 'zod';
import type { ErrorCode } from './errors.js';
import type { ApiPath } from './paths.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route as both sides see it. `response` is the JSON body of the success status (null:
 * no JSON body, e.g. 204 or a file, described by `produces`). The back end validates requests
 * with `body`/`query`, checks its answers against `response`, and builds OpenAPI from all of it.
 */
export interface RouteContract {
  method: HttpMethod;
  path: ApiPath;
  tag: string;
  summary: string;
  /** False for the few routes anyone may call (no `Authorization: Bearer <ID token>`). */
  auth: boolean;
  status: number;
  body?: z.ZodType;
  /** How the body is sent when not as JSON (an upload). */
  bodyType?: 'multipart/form-data';
  query?: z.ZodType;
  /** Optional request headers the route honours (e.g. Idempotency-Key), for OpenAPI. */
  headers?: readonly { name: string; description: string; maxLength: number }[];
  response: z.ZodType | null;
  /** Content type of a non-JSON success answer (a PDF, a PNG, an event stream). */
  produces?: string;
  /** Error codes this route may answer besides the common ones (auth, rate limit, internal). */
  errors?: readonly ErrorCode[];
}

/** Keeps each table's literal keys while checking every entry is a RouteContract. */
export const defineRoutes = <T extends Record<string, RouteContract>>(routes: T): T => routes;

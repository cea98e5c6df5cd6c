import type { NextFunction, Request, Response } from 'express';
import { OPENAPI_JSON_PATH, OPENAPI_UI_PATH } from './openapi';

/** Headers every response carries: no MIME sniffing, no framing, no full URLs leaked to others, HSTS over TLS. */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (isApiDocs(req.path)) res.setHeader('Content-Security-Policy', API_DOCS_CSP);
  // Over TLS (directly, or through a trusted proxy's X-Forwarded-Proto): browsers keep to HTTPS for
  // a year. Never over plain HTTP, where the header means nothing and would pin a local test host.
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
}

/** Swagger UI (/api/docs, its assets and /api/docs-json): the page the API contract is read on. */
const isApiDocs = (path: string) => path === OPENAPI_UI_PATH || path.startsWith(`${OPENAPI_UI_PATH}/`) || path === OPENAPI_JSON_PATH;

/**
 * What Swagger UI needs and nothing more: its own scripts and styles (its page has an inline
 * <style> and the UI sets style attributes), data: images (icons in its CSS), and calls to this
 * origin only ("Try it out"; no spec fetched from elsewhere through ?url=). Scoped to the docs
 * routes so no other page inherits 'unsafe-inline' styles.
 */
const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

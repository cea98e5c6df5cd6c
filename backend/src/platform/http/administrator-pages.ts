import type express from 'express';
import { isAdministratorPage } from '@atelier/contracts/paths';
import type { Viewer, Viewers } from '../auth/viewers';

/** What the pages get as `Astro.locals.viewer()`: who asks, looked up once and only if asked. */
export interface PageViewer {
  readonly uid: string;
  readonly isAnonymous: boolean;
  readonly isAdmin: boolean;
}

type ViewerRequest = express.Request & { viewer?: () => Promise<PageViewer | null> };

/** The request's viewer lookup, made once per request and shared by the guard and the pages. */
export function viewerOf(viewers: Viewers, req: ViewerRequest): () => Promise<PageViewer | null> {
  if (req.viewer) return req.viewer;
  let found: Promise<Viewer | null> | undefined;
  req.viewer = async () => {
    found ??= viewers.of(req);
    const viewer = await found;
    return viewer && { uid: viewer.user.uid, isAnonymous: viewer.user.isAnonymous, isAdmin: viewer.isAdmin };
  };
  return req.viewer;
}

/** Whether this request comes from an administrator (false for anyone else, and on any failure). */
export async function isAdministrator(viewers: Viewers, req: express.Request): Promise<boolean> {
  return (await viewerOf(viewers, req)().catch(() => null))?.isAdmin === true;
}

/**
 * The page guard's rule for what Express serves itself under /admin* (Bull Board): anyone but an
 * administrator falls through to the pages, which answer the ordinary 404 page. The Astro pages
 * under /admin* and /debug* apply the same rule in frontend/src/middleware.ts, from the same
 * lookup (`Astro.locals.viewer`). These answers are never cached: they depend on who asks.
 */
export function administratorsOnly(viewers: Viewers, handler: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    isAdministrator(viewers, req).then((admin) => (admin ? handler(req, res, next) : next()), next);
  };
}

/** No-store on every administrator path, whoever asks (a 404 must not be cached for the administrator either). */
export function noStoreOnAdministratorPages(req: express.Request, res: express.Response, next: express.NextFunction): void {
  if (isAdministratorPage(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}

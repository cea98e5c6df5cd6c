import type express from 'express';
import { isAdministratorPage } from '@atelier/contracts/paths';
import type { Viewer, Viewers } from '../auth/viewers';

/** What the pages get as `Astro.locals.viewer()`: who asks, looked up once and only if a page asks. */
export interface PageViewer {
  readonly uid: string;
  readonly isAnonymous: boolean;
  readonly isAdmin: boolean;
}

export function viewerOf(viewers: Viewers, req: express.Request): () => Promise<PageViewer | null> {
  let found: Promise<Viewer | null> | undefined;
  return async () => {
    found ??= viewers.of(req);
    const viewer = await found;
    return viewer && { uid: viewer.user.uid, isAnonymous: viewer.user.isAnonymous, isAdmin: viewer.isAdmin };
  };
}

/**
 * The page guard: every /admin* and /debug* request (both locales; the Astro pages and Bull
 * Board alike) from anyone but an administrator is answered by the ordinary 404 page, the same
 * bytes as an unknown path, so the pages cannot be discovered. It runs before anything else
 * serves those paths, reading the `__session` cookie (see SessionController).
 */
export function administratorPagesGuard(viewer: (req: express.Request) => () => Promise<PageViewer | null>) {
  return async (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!isAdministratorPage(req.path)) return next();
    // Never cached: the same URL answers differently to an administrator.
    res.setHeader('Cache-Control', 'no-store');
    const who = await viewer(req)().catch(() => null);
    if (!who?.isAdmin) req.url = req.path.startsWith('/fr') ? '/fr/__not-found' : '/__not-found';
    next();
  };
}

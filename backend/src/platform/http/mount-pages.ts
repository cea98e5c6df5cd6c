import type { INestApplication } from '@nestjs/common';
import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Viewers } from '../auth/viewers';
import { StartupError } from '../embedded/startup-error';
import { isCmsPage, withOwnPolicy, withPagePolicy } from './content-security-policy';
import { noStoreOnAdministratorPages, viewerOf, type PageViewer } from './administrator-pages';

type AstroHandler = (req: unknown, res: unknown, next: undefined, locals: { viewer: () => Promise<PageViewer | null> }) => void;

/**
 * Serves the Astro build from the same process: static assets from dist/client, every other
 * non-/api request through Astro's SSR handler. The handler gets no `next`, so unmatched paths
 * render Astro's 404 page rather than falling through to Nest's JSON 404.
 *
 * Pages learn who is asking through `Astro.locals.viewer()` (from the `__session` cookie, looked
 * up only when a page calls it). /admin* and /debug* are for administrators only: the Astro
 * middleware renders the 404 page to anyone else, and what `beforePages` mounts there (Bull
 * Board) is wrapped in `administratorsOnly` (platform/http/administrator-pages.ts).
 */
export async function mountPages(
  app: INestApplication,
  rootDir: string,
  policy: { pages: string; cms: string },
  beforePages: (app: INestApplication) => void = () => undefined,
): Promise<void> {
  const dist = join(rootDir, 'frontend', 'dist');
  const entry = join(dist, 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    throw new StartupError('Pages', `frontend build not found at ${entry}. Run \`npm run build\` (npm start does it for you).`);
  }
  // A real dynamic import (the backend compiles to CommonJS, Astro's entry is ESM).
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  const viewers = app.get(Viewers);
  app.use(noStoreOnAdministratorPages);
  beforePages(app);
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  const assets = express.static(join(dist, 'client'), { index: false, redirect: false, maxAge: '1h' });
  // Pages and their scripts go out compressed (JavaScript shrinks ~3x), so a phone on a slow
  // network gets a page fast even with no proxy in front. API answers are left alone: the
  // progress streams must flush each event as it comes.
  const compress = compression();
  const csp = withPagePolicy(policy.pages);
  const cmsCsp = withOwnPolicy(policy.cms);
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (isApi(req.path)) return next();
    const built = req.path.startsWith('/_astro/');
    // A policy governs documents; on scripts and styles it is only bytes on the wire (~450 each).
    if (!built) (isCmsPage(req.path) ? cmsCsp : csp)(req, res, () => undefined);
    compress(req, res, () => {
      if (built) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      assets(req, res, () => handler(req, res, undefined, { viewer: viewerOf(viewers, req) }));
    });
  });
}

/**
 * Web bench: `npm run bench:web [-- --preset mobile|desktop] [--only /signin]` from the repo root.
 *
 * Starts the built app on free ports (its own PostgreSQL, Redis and Auth emulator, throwaway
 * data), then runs Lighthouse (from npm, driving the system Chromium) on every page in English
 * and French and prints, per page: performance, accessibility, best practices and SEO scores,
 * and the JavaScript shipped (bytes on the wire, i.e. compressed, and uncompressed).
 * The pages are read from frontend/src/pages, so a new page is measured without editing this file.
 * Error pages are not in it: Lighthouse refuses to audit a document answered with 404 or 500
 * (the end-to-end tests run axe-core on them instead).
 *
 * Targets (issue 11): accessibility 100 and best practices >= 95 on every page, performance >= 90,
 * at most 150 KB of compressed JavaScript per page. The landing and content pages (issue 16, read
 * from frontend/src/content/pages, under their own slug in each language) are held higher:
 * performance >= 95, SEO 100, and no JavaScript at all unless the page has a form.
 * Misses are marked and make the exit code 1.
 * Lighthouse's default preset is mobile (a mid-range phone, simulated slow 4G and 4x CPU
 * slowdown): the stricter one.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { pagePath, localeOfEntry } from '../../frontend/src/lib/content/pages';
import { readPageFiles } from '../../frontend/src/lib/content/read-pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { LibrarySeed, pageToken } from '../support/library-seed';
import { startApp } from '../support/start-app';

const { values: flags } = parseArgs({
  options: {
    preset: { type: 'string', default: 'mobile' },
    only: { type: 'string', multiple: true },
    'library-size': { type: 'string', default: '200' },
  },
});
if (flags.preset !== 'mobile' && flags.preset !== 'desktop') {
  process.stderr.write('--preset must be mobile or desktop\n');
  process.exit(2);
}

const TARGETS = { performance: 90, accessibility: 100, bestPractices: 95, seo: 0, jsKb: 150, listInteractiveMs: 1000 };
const LIBRARY_PAGE = '/home#library';
const CONTENT_TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, seo: 100 };

/** The published content pages, each language at its own path, and the JavaScript each may ship (0 unless it has a form). */
function contentPages(): Map<string, number> {
  const pages = new Map<string, number>();
  for (const file of readPageFiles().filter((f) => f.data.published)) {
    pages.set(pagePath(localeOfEntry(file.id), file.data.slug), file.data.form ? TARGETS.jsKb : 0);
  }
  return pages;
}

/**
 * Gives the guest of this Chrome profile a library of `size` resumes (JSON Resumes through the
 * real API, all processed), then measures how long after navigating to /home the list is
 * interactive: its first card shown with an enabled Actions button (the island has hydrated and
 * read the library). Playwright drives the same Chrome over CDP, so Lighthouse then audits /home
 * as this user.
 */
async function seedLibrary(baseURL: string, port: number, size: number): Promise<number> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseURL}/home`);
  await page.getByTestId('credits-left').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
  const seed = new LibrarySeed(baseURL, await pageToken(page));
  for (let i = 0; i < size; i += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, size - i) }, (_, k) =>
        seed.resume(`Resume ${i + k + 1}.json`, `Person ${i + k + 1}`, { wait: false }),
      ),
    );
  process.stdout.write(`[bench:web] ${size} resumes uploaded, waiting for processing…\n`);
  await seed.allProcessed(15 * 60_000);
  const started = Date.now();
  await page.goto(`${baseURL}/home`);
  await page.getByTestId('resume-card').first().getByRole('button').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('astro-island[component-url*="Dashboard"][ssr]'));
  const elapsed = Date.now() - started;
  // Lighthouse keeps this profile's storage (the session) but must not find the scripts cached,
  // or the page's JavaScript would count as nothing.
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
  return elapsed;
}
const PAGES_DIR = join(__dirname, '..', '..', 'frontend', 'src', 'pages');

/** English routes of the site: every static .astro page except debug, error and French ones. */
function englishRoutes(dir = PAGES_DIR): string[] {
  const routes: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(PAGES_DIR, path);
    if (statSync(path).isDirectory()) {
      if (rel === 'fr' || rel === 'debug' || rel === 'admin') continue;
      routes.push(...englishRoutes(path));
    } else if (name.endsWith('.astro') && !name.includes('[') && !/^(404|500)\.astro$/.test(rel)) {
      const route = `/${rel.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
      routes.push(route === '/' ? '/' : route.replace(/\/$/, ''));
    }
  }
  return routes.sort();
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsWireKb: number;
  jsRawKb: number;
  failedAudits: string[];
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  const content = contentPages();
  // `/home#library` is /home with a library of --library-size resumes (issue 12): audited last, once seeded.
  const routes = [
    ...new Set([...englishRoutes().flatMap((route) => [route, route === '/' ? '/fr/' : `/fr${route}`]), ...content.keys()]),
    LIBRARY_PAGE,
  ];
  const selected = flags.only?.length ? routes.filter((r) => flags.only!.includes(r)) : routes;

  process.stdout.write(`[bench:web] starting the app…\n`);
  // The library page's user uploads --library-size resumes at once: above the per-user upload limit.
  const app = await startApp('bench-web-app.log', { RATE_LIMIT_UPLOADS: '1000/600' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: Row[] = [];
  let listInteractiveMs: number | null = null;
  try {
    for (const page of selected) {
      const full = page === LIBRARY_PAGE;
      if (full) listInteractiveMs = await seedLibrary(app.baseURL, chrome.port, Number(flags['library-size']));
      const result = await lighthouse(
        `${app.baseURL}${full ? '/home' : page}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // The seeded guest's session lives in this profile's localStorage: keep it.
          disableStorageReset: full,
        },
        flags.preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const requests =
        (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[] })
          ?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === 'Script');
      const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        jsWireKb: kb(scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0)),
        jsRawKb: kb(scripts.reduce((n, r) => n + (r.resourceSize ?? 0), 0)),
        // What to look at when a score is below 100: the audits that failed, by id.
        failedAudits: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => a.id),
      });
      process.stdout.write(`[bench:web] ${page} done\n`);
    }
  } finally {
    chrome.kill();
    await app.stop();
  }

  const misses: string[] = [];
  const mark = (ok: boolean, text: string) => (ok ? text : `${text}!`);
  process.stdout.write(
    `\nLighthouse ${flags.preset}, scores 0-100, JavaScript in KB (wire = compressed as served; raw = uncompressed); "!" misses a target\n`,
  );
  process.stdout.write(
    `${'page'.padEnd(24)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)} ${'js wire'.padStart(8)} ${'js raw'.padStart(8)}\n`,
  );
  for (const r of rows) {
    const perfOk = r.performance >= TARGETS.performance;
    const a11yOk = r.accessibility >= TARGETS.accessibility;
    const bestOk = r.bestPractices >= TARGETS.bestPractices;
    const jsOk = r.jsWireKb <= TARGETS.jsKb;
    if (!perfOk || !a11yOk || !bestOk || !jsOk) misses.push(`${r.page}: ${r.failedAudits.join(', ') || 'see scores'}`);
    process.stdout.write(
      `${r.page.padEnd(24)} ${mark(perfOk, String(r.performance)).padStart(5)} ${mark(a11yOk, String(r.accessibility)).padStart(5)} ${mark(bestOk, String(r.bestPractices)).padStart(5)} ${String(r.seo).padStart(5)} ${mark(jsOk, r.jsWireKb.toFixed(1)).padStart(8)} ${r.jsRawKb.toFixed(1).padStart(8)}\n`,
    );
  }
  process.stdout.write(
    `\nTargets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices >= ${TARGETS.bestPractices}, JavaScript <= ${TARGETS.jsKb} KB compressed; ` +
      `landing and content pages: performance >= ${CONTENT_TARGETS.performance}, SEO ${CONTENT_TARGETS.seo}, no JavaScript unless the page has a form.\n`,
  );
  if (listInteractiveMs !== null) {
    const ok = listInteractiveMs <= TARGETS.listInteractiveMs;
    if (!ok) misses.push(`${LIBRARY_PAGE}: the list was interactive after ${listInteractiveMs} ms`);
    process.stdout.write(
      `/home with ${flags['library-size']} resumes: list interactive ${mark(ok, `${listInteractiveMs} ms`)} after navigation (target <= ${TARGETS.listInteractiveMs} ms)\n`,
    );
  }
  if (misses.length) {
    process.stdout.write(`Missed on ${misses.length} page(s); failing audits:\n${misses.map((m) => `  ${m}`).join('\n')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`All ${rows.length} pages meet every target.\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench:web] ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

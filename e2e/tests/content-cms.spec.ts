import { expect, test, type BrowserContext } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulator } from './auth-helpers';
import { servePages } from '../support/serve-pages';

/**
 * The content editor's task: as an administrator, in the CMS's local mode (decap-server writing
 * this checkout's files), create a French page and its English twin, publish, and find both at
 * their slugs with the right hreflang links once the site is rebuilt (the content is compiled
 * into the build, as in production where each publish is a commit that CI deploys). Anyone else
 * gets the 404 page at /admin/content.
 */
const root = join(__dirname, '..', '..');
const pagesDir = join(root, 'frontend', 'src', 'content', 'pages');
const base = () => process.env.E2E_BASE_URL!;
const key = `e2e-guide-${Date.now().toString(36)}`;
let decap: ChildProcess | undefined;

test.beforeAll(async () => {
  decap = spawn(process.execPath, [join(root, 'node_modules', 'decap-server', 'dist', 'index.js')], {
    cwd: root,
    env: { ...process.env, PORT: process.env.E2E_CMS_PORT!, LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://localhost:${process.env.E2E_CMS_PORT}/api/v1`, { method: 'POST', body: '{}' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
});
test.afterAll(() => {
  decap?.kill();
  for (const locale of ['en', 'fr']) rmSync(join(pagesDir, locale, `${key}.md`), { force: true });
});

/** Signs the context in as a new user, an administrator when asked (the `admin` claim), with the pages' `__session` cookie. */
async function signIn(context: BrowserContext, admin: boolean): Promise<void> {
  const { url, apiKey, projectId } = await emulator(context.request);
  const email = `editor-${Date.now().toString(36)}-${admin}@example.com`;
  const account = await (
    await context.request.post(`${url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`, {
      data: { email, password: 'secret-123', returnSecureToken: true },
    })
  ).json();
  if (admin) {
    const claim = await context.request.post(`${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
      headers: { Authorization: 'Bearer owner' },
      data: { localId: account.localId, customAttributes: JSON.stringify({ admin: true }) },
    });
    expect(claim.ok()).toBe(true);
  }
  // A token issued after the claim carries it.
  const signedIn = await (
    await context.request.post(`${url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`, {
      data: { email, password: 'secret-123', returnSecureToken: true },
    })
  ).json();
  expect((await context.request.post(`${base()}/api/session`, { headers: { Authorization: `Bearer ${signedIn.idToken}` } })).status()).toBe(
    204,
  );
}

test('a signed-in user who is not an administrator gets the 404 page at /admin/content (the CMS), and so does a visitor', async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`${base()}/admin/content`)).status()).toBe(404);
  await visitor.close();
  const context = await browser.newContext();
  await signIn(context, false);
  const page = await context.newPage();
  expect((await page.goto(`${base()}/admin/content`))?.status()).toBe(404);
  expect((await context.request.get(`${base()}/admin/cms/decap-cms.js`)).status()).toBe(404);
  await context.close();
});

test('an administrator creates a French page and its English twin in the CMS; both are served at their slugs with hreflang', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await signIn(context, true);
  const page = await context.newPage();
  // The administrators' home links to the CMS.
  await page.goto(`${base()}/admin`);
  await page.getByTestId('admin-content').click();
  await expect(page).toHaveURL(`${base()}/admin/content`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${base()}/admin/content#/collections/pages/new`);
  // Side by side: English on the left (fields -1..), French on the right.
  const field = (name: string, locale: 0 | 1) => page.locator(`[id^="${name}-field-"]`).nth(locale);
  await field('title', 1).fill('Guide de démarrage');
  await field('description', 1).fill('Les premiers pas avec Atelier.');
  await field('translationKey', 0).fill(key);
  await field('slug', 1).fill(`guide-${key}`);
  await field('title', 0).fill('Getting started guide');
  await field('description', 0).fill('First steps with Atelier.');
  await field('slug', 0).fill(`guide-${key}`);
  await page.getByRole('button', { name: 'Set updated to now' }).first().click();
  const bodies = page.locator('[contenteditable="true"]');
  await bodies.nth(0).click();
  await page.keyboard.type('Upload your resume first.');
  await bodies.nth(1).click();
  await page.keyboard.type('Importez d’abord votre CV.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText(/Changes saved|Entry published/i).first()).toBeVisible({ timeout: 30_000 });

  const written = (locale: string) => join(pagesDir, locale, `${key}.md`);
  await expect.poll(() => existsSync(written('en')) && existsSync(written('fr'))).toBe(true);
  expect(readFileSync(written('fr'), 'utf8')).toContain(`translationKey: ${key}`);
  expect(readFileSync(written('fr'), 'utf8')).toContain('Importez d’abord votre CV.');

  // Rebuild the pages with the new content into a scratch directory and serve that build (inside
  // the checkout, so the build's imports resolve to its node_modules).
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const out = mkdtempSync(join(root, 'test-results', 'cms-build-'));
  try {
    const build = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', out], {
      cwd: join(root, 'frontend'),
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    expect(build.status, build.stderr).toBe(0);
    const site = await servePages(out);
    try {
      const visitor = await browser.newContext();
      const reader = await visitor.newPage();
      for (const [path, lang, title] of [
        [`/fr/guide-${key}`, 'fr', 'Guide de démarrage'],
        [`/guide-${key}`, 'en', 'Getting started guide'],
      ]) {
        expect((await reader.goto(site.baseURL + path))?.status()).toBe(200);
        await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
        expect(await reader.locator('html').getAttribute('lang')).toBe(lang);
        const alternates = await reader.$$eval('link[rel=alternate][hreflang]', (links) =>
          links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`),
        );
        expect(alternates.sort()).toEqual([`en /guide-${key}`, `fr /fr/guide-${key}`, `x-default /guide-${key}`]);
      }
      await visitor.close();
    } finally {
      site.stop();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  await context.close();
});

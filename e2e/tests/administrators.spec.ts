import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { signInAsAdministrator, signInAsRegisteredUser } from '../support/administrator';
import { hydrated } from '../support/hydrated';

const base = () => process.env.E2E_BASE_URL!;
const DEBUG_PAGES = [
  '/debug',
  '/debug/pdf-test',
  '/debug/file-parser',
  '/debug/step-tester',
  '/debug/pick-style-test',
  '/debug/resume-html-test',
  '/debug/components',
];
const GUARDED = ['/admin', '/admin/queues', ...DEBUG_PAGES];
const inBothLocales = (paths: string[]) => paths.flatMap((p) => [p, `/fr${p}`]);

/** The 404 page of an unknown path of the same shape, with its unknown word put back to the guarded one. */
async function unknownPageLike(page: Page, path: string): Promise<string> {
  const word = path.includes('/admin') ? 'admin' : 'debug';
  const stand = path.replace(word, 'zqxw-unknown');
  return (await (await page.request.get(`${base()}${stand}`)).text()).replaceAll('zqxw-unknown', word);
}

test('guests and registered users get the ordinary 404 page on every administrator page, in both languages', async ({ browser }) => {
  for (const who of ['guest', 'registered'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (who === 'registered') await signInAsRegisteredUser(context.request);
    for (const path of inBothLocales(GUARDED)) {
      const res = await context.request.get(`${base()}${path}`);
      expect(res.status(), `${who} ${path}`).toBe(404);
      expect(res.headers()['cache-control'], path).toBe('no-store');
      // Nothing tells it apart from a page that does not exist.
      expect(await res.text(), `${who} ${path}`).toBe(await unknownPageLike(page, path));
    }
    expect((await context.request.get(`${base()}/admin/queues/api/queues`)).status()).toBe(404);
    expect((await context.request.get(`${base()}/api/admin/overview`)).status()).toBe(404);
    await context.close();
  }
});

test('an administrator gets the pages, Bull Board with every queue, and the debug tools work', async ({ browser }) => {
  const context = await browser.newContext();
  const { email } = await signInAsAdministrator(context.request);
  const page = await context.newPage();
  // Bull Board has no French version: /fr/admin/queues is an unknown page for everyone.
  for (const path of inBothLocales(GUARDED).filter((p) => p !== '/fr/admin/queues')) {
    expect((await context.request.get(`${base()}${path}`)).status(), path).toBe(200);
  }
  const board = await (await context.request.get(`${base()}/admin/queues/api/queues`)).json();
  expect(board.queues.map((q: { name: string }) => q.name).sort()).toEqual(['enhancement', 'resumes', 'supermatch']);

  // The tools call the API with the browser's Firebase user: sign the administrator in on the page.
  await page.goto(`${base()}/signin`);
  await hydrated(page);
  await page.locator('form input[name=email]').fill(email);
  await page.locator('form input[name=password]').fill('correct horse 1');
  await page.locator('form.auth-form button[type=submit]').click();
  await expect(page).toHaveURL(`${base()}/home`);

  await page.goto(`${base()}/debug/pdf-test`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Render PDF' }).click();
  await expect(page.getByTestId('timings')).toContainText(/1 page\(s\), \d+ KB, rendered in [\d.]+ ms/, { timeout: 60_000 });

  await page.goto(`${base()}/fr/debug/file-parser`);
  await hydrated(page);
  await page.locator('input[type=file]').setInputFiles(join(__dirname, '..', 'fixtures', 'resume-fr.pdf'));
  await expect(page.getByTestId('parse-timings')).toContainText('langue\u202f: fr', { timeout: 60_000 });
  await expect(page.getByRole('rowheader', { name: 'basics.email' })).toBeVisible();

  await page.goto(`${base()}/debug/resume-html-test`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Show HTML (ATS)' }).click();
  await expect(page.getByTestId('html-source')).toContainText('<html', { timeout: 30_000 });

  await page.goto(`${base()}/debug/step-tester`);
  await expect(page.getByRole('link', { name: 'Step 3' })).toHaveAttribute('href', '/onboarding?step=3');

  for (const path of ['/debug', '/fr/debug/pdf-test', '/debug/file-parser', '/debug/pick-style-test']) {
    await page.goto(`${base()}${path}`);
    await hydrated(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} ${v.id}`)).toEqual([]);
  }
  await context.close();
});

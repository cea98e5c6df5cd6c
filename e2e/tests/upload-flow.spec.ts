import { expect, test } from '@playwright/test';
import { signInAsAdministrator } from '../support/administrator';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failOnCspViolations } from '../support/csp';

// The app works whole under its Content-Security-Policy: any violation fails the test.
failOnCspViolations();

const base = () => process.env.E2E_BASE_URL!;
const fixture = (name: string) => join(__dirname, '..', 'fixtures', name);

const locales = [
  {
    lang: 'en',
    path: '/home',
    file: 'resume-en.pdf',
    name: 'Jordan Avery',
    submit: 'Upload resume',
    ready: 'Your resume is ready',
    download: 'Download PDF',
    wrongType: 'Please select a PDF, DOC, or DOCX file.',
    noFile: 'No file selected',
    ats: 'ATS Optimized',
    modern: 'Modern Design',
    quick: 'Quick upload: add a resume file here',
  },
  {
    lang: 'fr',
    path: '/fr/home',
    file: 'resume-fr.pdf',
    name: 'Gaëlle Lefèvre',
    submit: 'Importer le CV',
    ready: 'Votre CV est prêt',
    download: 'Télécharger le PDF',
    wrongType: 'Veuillez sélectionner un fichier PDF, DOC ou DOCX.',
    noFile: 'Aucun fichier sélectionné',
    ats: 'Optimisé ATS',
    modern: 'Design moderne',
    quick: 'Import rapide\u202f: ajoutez un fichier de CV ici',
  },
];

for (const l of locales) {
  test.describe(`upload on the home page (${l.lang})`, () => {
    test('a guest uploads a PDF, watches its progress and downloads a valid PDF', async ({ page }, testInfo) => {
      const response = await page.goto(base() + l.path);
      expect(response?.status()).toBe(200);
      // The upload sits under the dashboard as a quick-upload fallback (the guided flow is /onboarding).
      await page.getByText(l.quick).click();
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      const submit = page.getByRole('button', { name: l.submit });
      await expect(submit).toBeEnabled(); // the anonymous Firebase session is ready
      await page.locator('#resume-file').setInputFiles(fixture(l.file));
      await expect(page.getByTestId('chosen-file')).toHaveText(l.file);
      // Progress is the upload's intake run, streamed from /api/runs/:runId/events like every long task's.
      const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/resumes' && res.request().method() === 'POST');
      const streamed = page.waitForResponse((res) => /\/api\/runs\/[0-9a-f-]+\/events$/.test(new URL(res.url()).pathname));
      await submit.click();
      const { runId } = await (await uploaded).json();
      const stream = await streamed;
      expect(stream.status()).toBe(200);
      expect(stream.url()).toContain(`/api/runs/${runId}/events`);
      expect(stream.headers()['content-type']).toContain('text/event-stream');
      await expect(page.getByTestId('stage')).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
      await expect(page.getByText(l.ready)).toBeVisible();

      // Both styles are offered, each with a preview of its first page.
      for (const style of [l.ats, l.modern]) {
        await expect(page.getByRole('group', { name: style }).getByRole('img')).toBeVisible();
      }
      const downloading = page.waitForEvent('download');
      await page.getByRole('group', { name: l.modern }).getByRole('button', { name: l.download }).click();
      const download = await downloading;
      const saved = testInfo.outputPath('downloaded.pdf');
      await download.saveAs(saved);
      expect(download.suggestedFilename()).toMatch(/-atelier-modern\.pdf$/);
      const bytes = readFileSync(saved);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' })).toContain(l.name);
    });

    test('a wrong file type gets the spec message, before and after upload', async ({ page }) => {
      await page.goto(base() + l.path);
      await page.getByText(l.quick).click();
      await expect(page.getByRole('button', { name: l.submit })).toBeEnabled();
      await expect(page.getByTestId('chosen-file')).toHaveText(l.noFile);
      // Refused in the browser by type...
      await page
        .locator('#resume-file')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
      await expect(page.getByRole('alert')).toHaveText(l.wrongType);
      // ...and by the server by content, whatever the name says.
      await page
        .locator('#resume-file')
        .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
      await page.getByRole('button', { name: l.submit }).click();
      await expect(page.getByRole('alert')).toHaveText(l.wrongType);
    });
  });
}

test('unmatched routes render the Page Not Found page with status 404, in the path language', async ({ page }) => {
  const en = await page.goto(`${base()}/no-such-page`);
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const fr = await page.goto(`${base()}/fr/pas-de-page`);
  expect(fr?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a page that fails renders the Internal Server Error page with status 500', async ({ page }) => {
  await signInAsAdministrator(page.context().request);
  const en = await page.goto(`${base()}/debug/throw`);
  expect(en?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
});

test('bots get the error status without the rendered page', async ({ request }) => {
  const res = await request.get(`${base()}/no-such-page`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  expect(res.status()).toBe(404);
  expect(await res.text()).toBe('');
  await signInAsAdministrator(request);
  const failed = await request.get(`${base()}/debug/throw`, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' } });
  expect(failed.status()).toBe(500);
  expect(await failed.text()).toBe('');
});

test('a French browser landing on / is taken to /fr/ and the choice is remembered', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`${base()}/`);
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Choosing English sets the cookie: the next visit to / stays in English.
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${base()}/`);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await context.close();
});

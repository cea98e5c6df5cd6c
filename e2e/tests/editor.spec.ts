import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrated } from '../support/hydrated';
import { allSaved, base, downloadedText, EDITOR_TEXT, uploadJsonResume } from './editor-helpers';

/** A resume as a parser misread it: the title glued to the name, two jobs merged into one. */
const misread = {
  basics: { name: 'MORGAN LEE Senior Developer', email: 'morgan@example.org' },
  work: [
    {
      name: 'Northwind Contoso',
      position: 'Developer',
      startDate: '2018-02',
      highlights: ['Shipped the ordering app at Northwind.', 'Led the Contoso search team.'],
    },
  ],
};

for (const lang of ['en', 'fr'] as const) {
  const l = EDITOR_TEXT[lang];

  test.describe(`resume editor (${lang})`, () => {
    test.setTimeout(150_000);
    test('fixes a misread name and a merged job; the fixes are in the downloaded PDF and DOCX', async ({ page }, testInfo) => {
      const id = await uploadJsonResume(page, lang, misread, testInfo.outputPath('misread.json'));
      await page.goto(`${base()}${l.prefix}/resumes/${id}/edit`);
      await hydrated(page);
      const name = page.getByLabel(l.fullName, { exact: true });
      await expect(name).toHaveValue(misread.basics.name);
      await name.fill('Morgan Lee');

      // Split the merged job: the first keeps Northwind, a new one gets Contoso and its highlight.
      await page.locator('#field-work-0-name').fill('Northwind');
      await page.getByRole('button', { name: /Remove line 2 of|Supprimer la ligne 2 de/ }).click();
      await page.getByRole('button', { name: l.addJob }).click();
      await expect(page.locator('#field-work-1-position')).toBeFocused();
      await page.locator('#field-work-1-position').fill('Search Lead');
      await page.locator('#field-work-1-name').fill('Contoso');
      await page
        .getByRole('button', { name: /Add a line to Achievements|Ajouter une ligne à Réalisations/ })
        .last()
        .click();
      await page.locator('#field-work-1-highlights-0').fill('Led the Contoso search team.');
      // Keyboard reorder: the newer job first.
      await page.getByRole('button', { name: /Move entry 2 up|Monter l’élément 2/ }).click();
      await expect(page.locator('#field-work-0-name')).toHaveValue('Contoso');
      // The content language is the resume's: French headings in the PDF whatever the interface says.
      await page.getByRole('radiogroup').getByText(l.french, { exact: true }).click();
      await expect(page.getByRole('radio', { name: l.french })).toBeChecked();

      const preview = page.frameLocator('[data-testid=preview]');
      await expect(preview.getByText('Morgan Lee', { exact: true })).toBeVisible();
      await allSaved(page, lang);

      for (const [label, ext] of [
        [l.pdf, 'pdf'],
        [l.docx, 'docx'],
      ] as const) {
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: label }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(`Morgan Lee-atelier-ats.${ext}`);
        const text = await downloadedText(download, testInfo.outputPath(`fixed.${ext}`));
        expect(text).toContain('Morgan Lee');
        expect(text).not.toContain('MORGAN LEE Senior');
        expect(text).toContain('Search Lead');
        expect(text).not.toContain('Northwind Contoso');
        expect(text.indexOf('Contoso')).toBeLessThan(text.indexOf('Northwind'));
        expect(text).toContain(l.heading);
      }
    });

    test('undo and redo, by button and keyboard; a reload mid-edit loses nothing; a failed save is visible and retried', async ({
      page,
    }, testInfo) => {
      const id = await uploadJsonResume(page, lang, misread, testInfo.outputPath('undo.json'));
      await page.goto(`${base()}${l.prefix}/resumes/${id}/edit`);
      await hydrated(page);
      const name = page.getByLabel(l.fullName, { exact: true });
      await name.fill('Morgan Lee');
      await page.getByRole('button', { name: l.undo, exact: true }).click();
      await expect(name).toHaveValue(misread.basics.name);
      await page.getByRole('button', { name: l.redo, exact: true }).click();
      await expect(name).toHaveValue('Morgan Lee');
      await name.focus();
      await page.keyboard.press('ControlOrMeta+z');
      await expect(name).toHaveValue(misread.basics.name);
      await page.keyboard.press('ControlOrMeta+Shift+z');
      await expect(name).toHaveValue('Morgan Lee');

      // Reload before the autosave has run: the edit comes back from the browser, then is saved.
      await page.locator('#field-work-0-position').fill('Staff Developer');
      await page.reload();
      await hydrated(page);
      await expect(page.locator('#field-work-0-position')).toHaveValue('Staff Developer');
      await expect(page.getByText(l.restoredDraft)).toBeVisible();
      await allSaved(page, lang);
      await page.reload();
      await expect(page.locator('#field-work-0-position')).toHaveValue('Staff Developer');

      // The server refuses a save: the editor says so and offers a retry that works once it is back.
      await page.route('**/api/resumes/*/content', (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
      );
      await page.locator('#field-work-0-position').fill('Principal Developer');
      await expect(page.getByRole('alert').filter({ hasText: l.failed })).toBeVisible({ timeout: 15_000 });
      await page.unroute('**/api/resumes/*/content');
      await page.getByRole('button', { name: l.retry }).click();
      await allSaved(page, lang);
    });

    for (const width of [360, 1280])
      test(`axe: no serious or critical violation in the editor at ${width} px`, async ({ browser }, testInfo) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
        const page = await context.newPage();
        const id = await uploadJsonResume(page, lang, misread, testInfo.outputPath('axe.json'));
        await page.goto(`${base()}${l.prefix}/resumes/${id}/edit`);
        await hydrated(page);
        await expect(page.frameLocator('[data-testid=preview]').getByText(misread.basics.name)).toBeVisible();
        await allSaved(page, lang);
        const { violations } = await new AxeBuilder({ page })
          // The preview is the printed resume in a sandboxed frame (no scripts): checked as a PDF elsewhere.
          .exclude('[data-testid=preview]')
          .setLegacyMode(true)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
        expect(serious).toEqual([]);
        await context.close();
      });
  });
}

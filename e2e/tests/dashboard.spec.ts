import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { seriousViolations, settled } from '../support/axe';
import { shellReady } from '../support/hydrated';
import { LibrarySeed, pageToken } from '../support/library-seed';

const base = () => process.env.E2E_BASE_URL!;

/** What each language's dashboard says (the spec's texts in English; French as written in the catalogue). */
const locales = [
  {
    lang: 'en',
    prefix: '',
    file: 'resume-en.pdf',
    person: 'Jordan Avery',
    search: 'Search resumes',
    actions: 'Actions',
    rename: 'Rename',
    newName: 'Name for Acme',
    renameLabel: /New name for/,
    save: 'Save',
    download: 'Download',
    downloadPdf: 'Download PDF',
    templates: ['ATS Optimized', 'Modern Design'],
    languages: ['English', 'French'],
    share: 'Share',
    createLink: 'Create link',
    copied: 'Download link copied to clipboard.',
    revoke: 'Revoke link',
    close: 'Close',
    remove: 'Delete',
    baseRefused: 'This is your base resume, so it cannot be deleted. Set another resume as base or create a new one first.',
    undo: 'Undo',
    restore: 'Restore',
    versions: 'Versions',
    restoredVersion: 'Restored version',
    bin: 'Bin',
    notFound: 'Page Not Found',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    file: 'resume-fr.pdf',
    person: 'Gaëlle Lefèvre',
    search: 'Rechercher un CV',
    actions: 'Actions',
    rename: 'Renommer',
    newName: 'Nom pour Acme',
    renameLabel: /Nouveau nom pour/,
    save: 'Enregistrer',
    download: 'Télécharger',
    downloadPdf: 'Télécharger le PDF',
    templates: ['Optimisé ATS', 'Design moderne'],
    languages: ['Anglais', 'Français'],
    share: 'Partager',
    createLink: 'Créer un lien',
    copied: 'Lien de téléchargement copié dans le presse-papiers.',
    revoke: 'Révoquer le lien',
    close: 'Fermer',
    remove: 'Supprimer',
    baseRefused:
      'C’est votre CV de base\u202f: il ne peut donc pas être supprimé. Définissez d’abord un autre CV comme CV de base, ou créez-en un nouveau.',
    undo: 'Annuler',
    restore: 'Restaurer',
    versions: 'Versions',
    restoredVersion: 'Version restaurée',
    bin: 'Corbeille',
    notFound: 'Page introuvable',
  },
] as const;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The confirmation dialog (React Aria gives toasts the alertdialog role too). */
const confirmDialog = (page: Page) => page.locator('[role="alertdialog"]:not(.ui-toast)');

/** The text of a downloaded PDF, read by poppler's pdftotext (what an ATS would read). */
async function pdfText(download: Download): Promise<{ head: string; text: string }> {
  const path = await download.path();
  return { head: readFileSync(path).subarray(0, 5).toString('latin1'), text: execFileSync('/usr/bin/pdftotext', [path, '-']).toString() };
}

const card = (page: Page, name: string) =>
  page.getByTestId('resume-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openAction(page: Page, item: Locator | Page, itemName: string, label: string, action: string) {
  await item.getByRole('button', { name: `${label} – ${itemName}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** A user with three resumes (the first, a real PDF, is the base) and two SuperMatch results. */
async function seededDashboard(page: Page, prefix: string, file: string) {
  await page.goto(`${base()}${prefix}/home`);
  await shellReady(page);
  const seed = new LibrarySeed(base(), await pageToken(page));
  const main = await seed.fixtureResume(file);
  const data = await seed.resume('Données 2026.json', 'Noor Haddad');
  await seed.resume('Backend lead.json', 'Sam Carter');
  const good = await seed.supermatch(main, 'backend-engineer-en.txt', true);
  const poor = await seed.supermatch(main, 'pastry-chef-en.txt', true);
  await seed.enhance(data);
  await page.reload();
  await expect(page.getByTestId('resume-card')).toHaveCount(3);
  await expect(page.getByTestId('supermatch-card')).toHaveCount(2);
  return { seed, main, good, poor };
}

for (const l of locales) {
  test.describe(`dashboard (${l.lang})`, () => {
    test('search, rename, download, share, delete and restore, versions', async ({ page, browser }) => {
      test.setTimeout(300_000);
      const { main } = await seededDashboard(page, l.prefix, l.file);
      const mainName = l.file.replace(/\.pdf$/, '');

      // Search as you type, ignoring accents and case.
      await page.getByRole('searchbox', { name: l.search }).fill('DONNEES');
      await expect(page.getByTestId('resume-card')).toHaveCount(1);
      await expect(card(page, 'Données 2026')).toBeVisible();
      await page.getByRole('searchbox', { name: l.search }).fill('');
      await expect(page.getByTestId('resume-card')).toHaveCount(3);

      // Rename inline.
      await openAction(page, page, 'Backend lead', l.actions, l.rename);
      await page.getByRole('textbox', { name: l.renameLabel }).fill(l.newName);
      await page.getByRole('button', { name: l.save }).click();
      await expect(card(page, l.newName)).toBeVisible();

      // Every template in every language: a real PDF with the person's name in its text.
      for (const template of l.templates) {
        for (const language of l.languages) {
          await openAction(page, card(page, mainName), mainName, l.actions, l.download);
          const dialog = page.getByRole('dialog');
          await dialog.getByText(template, { exact: true }).click();
          await dialog.getByText(language, { exact: true }).click();
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            dialog.getByRole('button', { name: l.downloadPdf }).click(),
          ]);
          const { head, text } = await pdfText(download);
          expect(head).toBe('%PDF-');
          expect(text).toContain(l.person);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }

      // Share: the link works without signing in, then 404 once revoked.
      await openAction(page, card(page, mainName), mainName, l.actions, l.share);
      const shareDialog = page.getByRole('dialog');
      await shareDialog.getByRole('button', { name: l.createLink }).click();
      await expect(page.getByText(l.copied).first()).toBeVisible();
      const link = await shareDialog.getByRole('textbox').inputValue();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      const stranger = await browser.newContext();
      const shared = await stranger.request.get(link);
      expect(shared.status()).toBe(200);
      expect((await shared.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await shareDialog.getByRole('button', { name: l.revoke }).click();
      await expect(shareDialog.getByRole('button', { name: l.createLink })).toBeVisible();
      expect((await stranger.request.get(link)).status()).toBe(404);
      await stranger.close();
      await shareDialog.getByRole('button', { name: l.close }).click();

      // The base resume cannot be deleted: the dialog says why.
      await openAction(page, card(page, mainName), mainName, l.actions, l.remove);
      const confirm = confirmDialog(page);
      await confirm.getByRole('button', { name: l.remove }).click();
      await expect(confirm.getByText(l.baseRefused)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId('resume-card')).toHaveCount(3);

      // Delete another: Undo brings it back; deleted again, the bin restores it.
      await openAction(page, card(page, l.newName), l.newName, l.actions, l.remove);
      await confirmDialog(page).getByRole('button', { name: l.remove }).click();
      await expect(page.getByTestId('resume-card')).toHaveCount(2);
      await page.getByRole('button', { name: l.undo, exact: true }).click();
      await expect(card(page, l.newName)).toBeVisible();
      await openAction(page, card(page, l.newName), l.newName, l.actions, l.remove);
      await confirmDialog(page).getByRole('button', { name: l.remove }).click();
      await expect(page.getByTestId('resume-card')).toHaveCount(2);
      await expect(page.getByRole('heading', { name: l.bin })).toBeVisible();
      await page
        .getByTestId('bin')
        .getByRole('button', { name: `${l.restore} – ${l.newName}` })
        .click();
      await expect(card(page, l.newName)).toBeVisible();
      await expect(page.getByTestId('bin')).toBeHidden();

      // Versions: the enhancement is current; restore the original upload.
      await openAction(page, card(page, 'Données 2026'), 'Données 2026', l.actions, l.versions);
      const versions = page.getByTestId('versions').getByRole('listitem');
      await expect(versions).toHaveCount(2);
      await versions.nth(1).getByRole('button', { name: l.restore }).click();
      await expect(versions).toHaveCount(3);
      await expect(versions.first()).toContainText(l.restoredVersion);
      const [old] = await Promise.all([
        page.waitForEvent('download'),
        versions.nth(2).getByRole('button', { name: l.downloadPdf }).click(),
      ]);
      expect((await pdfText(old)).text).toContain('Noor Haddad');
      expect(main).toBeTruthy();
    });
  });
}

test("user B sees the not-found state for user A's resume and SuperMatch URLs", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { main, good } = await seededDashboard(page, '', 'resume-en.pdf');
  const supermatchLink = page.getByTestId('supermatch-card').getByRole('link').first();
  expect(await supermatchLink.getAttribute('href')).toMatch(/^\/supermatch\/[0-9a-f-]+$/);

  const other = await browser.newContext();
  const b = await other.newPage();
  await b.goto(`${base()}/home`);
  await shellReady(b);
  const token = await pageToken(b);
  // The SuperMatch page is one island that reads the SuperMatch with the viewer's token: someone
  // else gets its not-found state, in the page's language.
  for (const [path, heading] of [
    [`/supermatch/${good}`, 'SuperMatch not found'],
    [`/fr/supermatch/${good}`, 'SuperMatch introuvable'],
  ]) {
    await b.goto(base() + path);
    await expect(b.getByTestId('supermatch-not-found')).toBeVisible({ timeout: 30_000 });
    await expect(b.getByRole('heading', { name: heading })).toBeVisible();
  }
  // Every API address the dashboard uses for one item answers 404 to someone else.
  for (const path of [
    `/api/resumes/${main}`,
    `/api/resumes/${main}/pdf`,
    `/api/resumes/${main}/preview.png`,
    `/api/resumes/${main}/versions`,
    `/api/supermatches/${good}`,
    `/api/supermatches/${good}/pdf`,
  ]) {
    expect((await b.request.get(base() + path, { headers: { Authorization: `Bearer ${token}` } })).status(), path).toBe(404);
  }
  await other.close();
});

for (const lang of ['en', 'fr'] as const) {
  test(`axe: the dashboard and its dialogs have no serious or critical violation (${lang})`, async ({ page }) => {
    // Seeding two SuperMatches and an enhancement takes most of it on a busy machine.
    test.setTimeout(300_000);
    const l = locales.find((x) => x.lang === lang)!;
    await seededDashboard(page, l.prefix, l.file);
    const mainName = l.file.replace(/\.pdf$/, '');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      expect(await seriousViolations(page), `dashboard ${width}`).toEqual([]);
      for (const action of [l.download, l.share, l.versions, l.remove]) {
        await openAction(page, card(page, mainName), mainName, l.actions, action);
        await expect(action === l.remove ? confirmDialog(page) : page.getByRole('dialog')).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page), `${action} dialog ${width}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(action === l.remove ? confirmDialog(page) : page.getByRole('dialog')).toBeHidden();
      }
    }
  });
}

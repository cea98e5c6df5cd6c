import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { LINKEDIN_PERSON, linkedinExportZip, linkedinProfilePdf } from '../../backend/test/support/linkedin-fixtures';
import { seriousViolations, settled } from '../support/axe';
import { hydrated } from '../support/hydrated';
import { allSaved, base, downloadedText, EDITOR_TEXT } from './editor-helpers';

const TEXT = {
  en: {
    choose: 'Choose the ZIP or PDF file',
    import: 'Import',
    failed: 'Failed to connect to LinkedIn.',
    expected: 'We expected LinkedIn’s data export',
    name: 'Full name',
    nameMissing: 'Please enter your name.',
    next: 'Next',
    create: 'Create my resume',
    position: 'Job title',
    company: 'Company',
    notes: 'What you did there, one point per line',
    skills: 'Skills, separated by commas',
    options: ['Upload a resume', 'Import from LinkedIn', 'Start from scratch'],
  },
  fr: {
    choose: 'Choisir le fichier ZIP ou PDF',
    import: 'Importer',
    failed: 'Échec de la connexion à LinkedIn.',
    expected: 'Nous attendions l’export de données LinkedIn',
    name: 'Nom complet',
    nameMissing: 'Veuillez saisir votre nom.',
    next: 'Suivant',
    create: 'Créer mon CV',
    position: 'Intitulé du poste',
    company: 'Entreprise',
    notes: 'Ce que vous y avez fait, un point par ligne',
    skills: 'Compétences, séparées par des virgules',
    options: ['Importer un CV', 'Importer depuis LinkedIn', 'Partir de zéro'],
  },
} as const;

const fullName = `${LINKEDIN_PERSON.first} ${LINKEDIN_PERSON.last}`;

for (const lang of ['en', 'fr'] as const) {
  const t = TEXT[lang];
  const prefix = EDITOR_TEXT[lang].prefix;

  test.describe(`start without a resume file (${lang})`, () => {
    test.setTimeout(120_000);

    test('/resumes/new offers the three ways to start', async ({ page }) => {
      await page.goto(`${base()}${prefix}/resumes/new`);
      for (const option of t.options) await expect(page.getByRole('link', { name: option })).toBeVisible();
    });

    for (const kind of ['zip', 'pdf'] as const)
      test(`imports a generated LinkedIn ${kind === 'zip' ? 'data export ZIP (BOM, CRLF, multi-line description, empty certificate URL, no Skills.csv)' : '"Save to PDF" profile'} into the editor`, async ({
        page,
      }, testInfo) => {
        const file = testInfo.outputPath(kind === 'zip' ? 'Basic_LinkedInDataExport.zip' : 'Profile.pdf');
        writeFileSync(file, kind === 'zip' ? await linkedinExportZip() : await linkedinProfilePdf());
        await page.goto(`${base()}${prefix}/resumes/new?from=linkedin`);
        await hydrated(page);
        await page.locator('#linkedin-file').setInputFiles(file);
        await page.getByRole('button', { name: t.import, exact: true }).click();
        await page.waitForURL(/\/resumes\/[0-9a-f-]+\/edit$/, { timeout: 60_000 });
        await hydrated(page);
        await expect(page.getByLabel(t.name, { exact: true })).toHaveValue(fullName);
        await expect(page.locator('#field-work-0-name')).toHaveValue(LINKEDIN_PERSON.company);
        await expect(page.locator('#field-work-0-highlights-1')).toHaveValue(LINKEDIN_PERSON.highlights[1]);
        await expect(page.frameLocator('[data-testid=preview]').getByText(fullName)).toBeVisible();
      });

    test('anything else gets "Failed to connect to LinkedIn." and what was expected', async ({ page }, testInfo) => {
      const file = testInfo.outputPath('notes.txt');
      writeFileSync(file, 'not a LinkedIn export');
      await page.goto(`${base()}${prefix}/resumes/new?from=linkedin`);
      await hydrated(page);
      await page.locator('#linkedin-file').setInputFiles(file);
      await page.getByRole('button', { name: t.import, exact: true }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t.failed);
      await expect(alert).toContainText(t.expected);
    });

    test('starts from scratch, then downloads a PDF with what was typed', async ({ page }, testInfo) => {
      await page.goto(`${base()}${prefix}/resumes/new?from=scratch`);
      await hydrated(page);
      await page.getByRole('button', { name: t.next }).click(); // no name yet: asked for it, nothing lost
      await expect(page.getByText(t.nameMissing)).toBeVisible();
      await page.getByLabel(t.name).fill('Camille Scratch');
      await page.getByRole('button', { name: t.next }).click();
      await page.getByLabel(t.position).fill('Data Analyst');
      await page.getByLabel(t.company).fill('Banque Rhône');
      await page.getByLabel(t.notes).fill('Built Power BI dashboards\nAutomated SQL reports');
      await page.getByRole('button', { name: t.next }).click();
      await page.getByLabel(t.skills).fill('SQL, Python');
      await page.getByRole('button', { name: t.create }).click();
      await page.waitForURL(/\/resumes\/[0-9a-f-]+\/edit$/, { timeout: 60_000 });
      await hydrated(page);
      await allSaved(page, lang);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: EDITOR_TEXT[lang].pdf }).click();
      const text = await downloadedText(await downloading, testInfo.outputPath('scratch.pdf'));
      for (const word of ['Camille Scratch', 'Data Analyst', 'Banque Rhône', 'Automated SQL reports', 'Python'])
        expect(text).toContain(word);
    });

    for (const width of [360, 1280])
      test(`axe: the start pages have no serious or critical violation at ${width} px`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        for (const query of ['', '?from=linkedin', '?from=scratch']) {
          await page.goto(`${base()}${prefix}/resumes/new${query}`);
          await hydrated(page);
          await settled(page);
          // Polled for a few seconds: a field still restyling after hydration was once measured
          // mid-change; a real violation stays and fails the test.
          await expect.poll(() => seriousViolations(page), { message: query || 'options', timeout: 15_000 }).toEqual([]);
        }
        await context.close();
      });
  });
}

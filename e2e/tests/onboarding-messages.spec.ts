import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { hydrated } from '../support/hydrated';
import { atStep, base, JOB, jsonResume, next, TEXT, textlessPdf, type Lang } from './onboarding-helpers';

/** Goes from the intro to the upload step with the survey skipped (the confirm path). */
async function toUpload(page: Page, lang: Lang) {
  await page.goto(`${base()}${TEXT[lang].prefix}/onboarding`);
  await atStep(page, 'intro');
  await next(page);
  await atStep(page, 'challenge');
  await page.getByRole('button', { name: TEXT[lang].skipAll }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: TEXT[lang].skipAll }).click();
  await atStep(page, 'upload');
}

async function uploadJson(page: Page, lang: Lang, path: string) {
  writeFileSync(path, jsonResume(lang));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: TEXT[lang].choose }).click();
  await (await chooser).setFiles(path);
  await atStep(page, 'job');
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = TEXT[lang];
  test.describe(`guided flow messages and controls (${lang})`, () => {
    test.use({ locale: t.locale });

    test('hold-to-skip: holding the control (pointer, then Space) skips every remaining question; a short press does not', async ({
      page,
    }) => {
      await page.goto(`${base()}${t.prefix}/onboarding`);
      await atStep(page, 'intro');
      await next(page);
      await atStep(page, 'challenge');
      const hold = page.getByTestId('hold-to-skip');
      // A short press is not a hold.
      await hold.hover();
      await page.mouse.down();
      await page.waitForTimeout(300);
      await page.mouse.up();
      await page.waitForTimeout(1500);
      await atStep(page, 'challenge');
      // Held: the fill shows, then the flow jumps to the upload.
      await page.mouse.down();
      await expect(hold).toHaveClass(/flow-skip__hold--holding/);
      await atStep(page, 'upload');
      await page.mouse.up();
      // Keyboard: Space held down on the control.
      await page.goto(`${base()}${t.prefix}/onboarding`);
      await atStep(page, 'upload');
      await page.getByRole('button', { name: t.startOver }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.startOverConfirm }).click();
      await atStep(page, 'intro');
      await next(page);
      await atStep(page, 'challenge');
      await page.getByTestId('hold-to-skip').focus();
      await page.keyboard.down(' ');
      await atStep(page, 'upload');
      await page.keyboard.up(' ');
    });

    test('Start Over empties the flow: answers, resume and job are gone, even after a reload', async ({ page }, testInfo) => {
      await page.goto(`${base()}${t.prefix}/onboarding`);
      await atStep(page, 'intro');
      await next(page);
      await page.getByRole('radio').first().check({ force: true });
      await next(page);
      await atStep(page, 'applying');
      await page.getByRole('button', { name: t.skipAll }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.skipAll }).click();
      await atStep(page, 'upload');
      await uploadJson(page, lang, testInfo.outputPath('resume.json'));
      await page.getByRole('textbox').fill(JOB[lang].good);
      await page.getByRole('button', { name: t.startOver }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.startOverConfirm }).click();
      await atStep(page, 'intro');
      await page.reload();
      await hydrated(page);
      await atStep(page, 'intro');
      await next(page);
      await atStep(page, 'challenge');
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      // Straight to the job is refused by the server: the resume is gone.
      await page.goto(`${base()}${t.prefix}/onboarding?start=upload`);
      await atStep(page, 'upload');
      await next(page);
      await expect(page.getByRole('alert')).toContainText(t.uploadFirst);
    });

    test('upload messages: wrong type, too large, damaged, no file yet, and a scan with no text explained', async ({ page }) => {
      await toUpload(page, lang);
      await next(page);
      await expect(page.getByRole('alert')).toContainText(t.uploadFirst);
      const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: t.choose }).click();
        await (await chooser).setFiles(file);
      };
      await choose({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
      await expect(page.getByRole('alert')).toContainText(t.wrongType);
      await choose({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
      await expect(page.getByRole('alert')).toContainText(t.tooLarge);
      // The server checks again by content, whatever the name says.
      await choose({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
      await expect(page.getByRole('alert')).toContainText(t.wrongType);
      // A Word file cut short (a zip with no directory): damaged, said so.
      const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      await choose({ name: 'cut.docx', mimeType: docx, buffer: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(400, 1)]) });
      await expect(page.getByRole('alert')).toContainText(t.extractFailed);
      // A scan: accepted, then reading finds no text while the user is on the job step.
      await choose({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: textlessPdf() });
      await atStep(page, 'job');
      await expect(page.getByRole('alert').first()).toContainText(t.noText, { timeout: 30_000 });
      await expect(page.getByRole('alert').first()).toContainText(t.scanned);
    });

    test('the file dialog: one the browser refuses to open and one left unanswered are both explained; a file chosen late still counts', async ({
      page,
    }, testInfo) => {
      // The page's clock is ours, so three minutes of an unanswered dialog pass in an instant.
      await page.clock.install();
      await toUpload(page, lang);
      const choose = page.getByRole('button', { name: t.choose });
      // The browser refusing the dialog (as it does without a user gesture, or in some embedded browsers).
      await page.evaluate(() => {
        const original = HTMLInputElement.prototype.showPicker;
        HTMLInputElement.prototype.showPicker = function refuse() {
          HTMLInputElement.prototype.showPicker = original;
          throw new DOMException('File chooser dialog can only be shown with a user activation.', 'NotAllowedError');
        };
      });
      await choose.click();
      await expect(page.getByRole('alert')).toContainText(t.pickerFailed);
      // A dialog that opens and never answers.
      const chooser = page.waitForEvent('filechooser');
      await choose.click();
      const dialog = await chooser;
      await page.clock.fastForward('03:01');
      await expect(page.getByRole('alert')).toContainText(t.pickerTimeout);
      // The user picks a file after all: it is taken, nothing is lost.
      const path = testInfo.outputPath('resume.json');
      writeFileSync(path, jsonResume(lang));
      await dialog.setFiles(path);
      await atStep(page, 'job');
    });

    test('a rewrite that cannot start (the network is down) shows Processing Error with Try Again and Contact Support Team; Try Again goes on', async ({
      page,
    }, testInfo) => {
      await toUpload(page, lang);
      await uploadJson(page, lang, testInfo.outputPath('resume.json'));
      await page.getByRole('textbox').fill(JOB[lang].good);
      await page.getByRole('button', { name: t.extract }).click();
      await expect(page.getByTestId('job-keywords').locator('mark').first()).toBeVisible();
      await next(page);
      await atStep(page, 'match');
      await next(page);
      await atStep(page, 'style');
      await page.locator('input[value="ats"]').check({ force: true });
      await page.route('**/api/resumes/*/enhance', (route) => route.abort('internetdisconnected'));
      await next(page);
      await atStep(page, 'result');
      const failure = page.getByRole('alert').filter({ hasText: t.processingError });
      await expect(failure).toContainText(t.network);
      await expect(failure.getByRole('link', { name: t.contactSupport })).toHaveAttribute('href', `${t.prefix}/contact`);
      await page.unroute('**/api/resumes/*/enhance');
      await failure.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByTestId('changes').locator('li').first()).toBeVisible({ timeout: 60_000 });
      await expect(failure).toHaveCount(0);
    });

    test('job messages: required, an unreadable link offers to paste, a poor match says Job Mismatch Detected; style needs a choice', async ({
      page,
    }, testInfo) => {
      await toUpload(page, lang);
      await uploadJson(page, lang, testInfo.outputPath('resume.json'));
      await next(page);
      await expect(page.getByRole('alert').or(page.locator('[aria-invalid=true]')).first()).toBeVisible();
      await expect(page.getByText(t.jobRequired)).toBeVisible();
      await page.getByRole('radio', { name: t.pasteLink }).check({ force: true });
      await page.getByRole('textbox').fill('http://127.0.0.1/job');
      await page.getByRole('button', { name: t.extract }).click();
      await expect(page.getByRole('alert')).toContainText(t.linkFailed);
      await page.getByRole('button', { name: t.pasteInstead }).click();
      await page.getByRole('textbox').fill(JOB[lang].poor);
      await next(page);
      await atStep(page, 'match');
      await expect(page.getByTestId('match-report')).toHaveAttribute('data-verdict', 'poor', { timeout: 30_000 });
      await expect(page.getByRole('alert').getByText(t.mismatch, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.goOn }).click();
      await atStep(page, 'style');
      await next(page);
      await expect(page.getByRole('alert')).toContainText(t.templateRequired);
    });

    test('the whole flow, to the downloaded PDF, can be done with the keyboard alone', async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await page.goto(`${base()}${t.prefix}/onboarding`);
      await atStep(page, 'intro');
      await hydrated(page); // every island listening before the first key
      const press = async (key: string, times = 1) => {
        for (let i = 0; i < times; i++) await page.keyboard.press(key);
      };
      // Intro: the first tab stops are the skip link, brand, shell; Continue is reached by Tab.
      const tabTo = async (name: RegExp | string) => {
        for (let i = 0; i < 25; i++) {
          await press('Tab');
          const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
          if (typeof name === 'string' ? focused === name : name.test(focused)) return;
        }
        throw new Error(`never reached ${name}`);
      };
      await tabTo(lang === 'en' ? 'Get started' : 'Commencer');
      await press('Enter');
      for (const step of ['challenge', 'applying', 'written', 'confidence']) {
        await atStep(page, step);
        // The step's heading has focus: the next tab stop is the radio group; arrows choose.
        await press('Tab');
        await press('ArrowDown');
        await tabTo(lang === 'en' ? 'Continue' : 'Continuer');
        await press('Enter');
      }
      await atStep(page, 'upload');
      writeFileSync(testInfo.outputPath('resume.json'), jsonResume(lang));
      const chooser = page.waitForEvent('filechooser');
      await tabTo(t.choose);
      await press('Enter');
      await (await chooser).setFiles(testInfo.outputPath('resume.json'));
      await atStep(page, 'job');
      // From the heading: the paste/link choice, then the description.
      await press('Tab', 2);
      await page.keyboard.type(JOB[lang].good);
      await tabTo(lang === 'en' ? 'Continue' : 'Continuer');
      await press('Enter');
      await atStep(page, 'match');
      await expect(page.getByTestId('match-report')).toBeVisible({ timeout: 30_000 });
      const cont = lang === 'en' ? 'Continue' : 'Continuer';
      await tabTo(cont);
      await press('Enter');
      await atStep(page, 'style');
      // The styles are native radios: Tab into the group, Space chooses.
      await press('Tab');
      await press('Space');
      await tabTo(cont);
      await press('Enter');
      await atStep(page, 'result');
      await expect(page.getByTestId('changes').locator('li').first()).toBeVisible({ timeout: 60_000 });
      await tabTo(cont);
      await press('Enter');
      for (const step of ['research', 'questions']) {
        await atStep(page, step);
        await tabTo(cont);
        await press('Enter');
      }
      await atStep(page, 'start');
      await tabTo(lang === 'en' ? 'Continue with my uploaded resume' : 'Continuer avec mon CV importé');
      await press('Enter');
      await atStep(page, 'ready');
      await tabTo(cont);
      await press('Enter');
      await atStep(page, 'pick-style');
      const downloading = page.waitForEvent('download');
      await tabTo(lang === 'en' ? 'Generate PDF' : 'Générer le PDF');
      await press('Enter');
      expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
      await atStep(page, 'final');
    });
  });
}

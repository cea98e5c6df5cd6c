import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { hydrated } from '../support/hydrated';
import { atStep, axeBothWidths, base, JOB, jsonResume, next, TEXT, type Lang } from './onboarding-helpers';

/**
 * The guided flow end to end, as a first-time visitor (a guest), with the real services: every
 * step from /onboarding to a downloaded PDF. At each step: axe at 360 and 1280 px, and a reload
 * that must come back to the same step (the state lives on the server).
 */
for (const lang of ['en', 'fr'] as Lang[]) {
  const t = TEXT[lang];
  test(`a first visit goes through all 17 steps to a downloaded PDF, each step surviving a reload (${lang})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ locale: t.locale, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const check = async (step: string) => {
      await atStep(page, step);
      await axeBothWidths(page);
      await page.reload();
      await hydrated(page);
      await atStep(page, step);
      await expect(page).toHaveURL(new RegExp(`[?&]step=${step}`));
    };

    await page.goto(`${base()}${t.prefix}/onboarding`);
    await check('intro');
    await next(page);
    for (const step of ['challenge', 'applying', 'written', 'confidence']) {
      await check(step);
      await page.getByRole('radio').last().check({ force: true });
      await next(page);
    }
    await check('upload');
    const file = testInfo.outputPath(`resume-${lang}.json`);
    writeFileSync(file, jsonResume(lang));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.choose }).click();
    await (await chooser).setFiles(file);

    // Parsing runs in the background: the job description is already there.
    await atStep(page, 'job');
    await page.getByRole('textbox').fill(JOB[lang].good);
    await page.getByRole('button', { name: t.extract }).click();
    await expect(page.getByTestId('job-keywords').locator('mark').first()).toBeVisible();
    await next(page);
    await check('match');
    await expect(page.getByTestId('match-report')).toHaveAttribute('data-verdict', 'good');
    await next(page);
    await check('style');
    await expect(page.getByTestId('preview-ats')).toBeVisible();
    await expect(page.getByTestId('preview-modern')).toBeVisible();
    await page.locator('input[value="modern"]').check();
    await next(page);
    await atStep(page, 'result');
    await expect(page.getByTestId('changes').locator('li').first()).toBeVisible({ timeout: 60_000 });
    await check('result');
    // Reject the second rewording, keep the others: the PDF must have exactly the kept ones. (The
    // question answered below is about the first line: an answer rewrites its line again.)
    const rewordings = page.getByTestId('changes').locator('li[data-op="replace"]');
    await expect(rewordings.nth(1)).toBeVisible(); // the list is loaded again after the reload
    const start = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 24);
    const kept = start(await rewordings.nth(0).getByTestId('change-after').innerText());
    const rejected = start(await rewordings.nth(1).getByTestId('change-after').innerText());
    await rewordings.nth(1).getByRole('checkbox').uncheck({ force: true });
    await next(page);
    await check('research');
    await next(page);
    await check('questions');
    const answer = lang === 'en' ? 'saving 12 hours a week' : 'soit 12 heures gagnées par semaine';
    await page.getByRole('textbox').first().fill(answer);
    // A required skill of the job the resume does not show is asked about; saying yes adds it.
    const gap = lang === 'en' ? 'Terraform' : 'Facturation';
    await page
      .getByRole('textbox', { name: new RegExp(gap, 'i') })
      .fill(lang === 'en' ? 'Yes, our deployment modules' : 'Oui, chaque fin de mois');
    await next(page);
    await check('start');
    await expect(page.getByRole('link', { name: lang === 'en' ? 'Import from LinkedIn' : 'Importer depuis LinkedIn' })).toHaveAttribute(
      'href',
      `${t.prefix}/resumes/new?from=linkedin`,
    );
    await next(page);
    await atStep(page, 'processing');
    await check('ready');
    await next(page);
    await check('pick-style');
    await expect(page.locator('input[value="modern"]')).toBeChecked();
    const downloading = page.waitForEvent('download');
    await next(page);
    const download = await downloading;
    const saved = testInfo.outputPath('enhanced.pdf');
    await download.saveAs(saved);
    const text = execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(lang === 'en' ? 'Robin Marsh' : 'Zoé Garnier');
    // The personalization answer is the one new fact, and it reached the PDF.
    expect(text).toContain(answer);
    expect(text.toLowerCase()).toContain(gap.toLowerCase());
    // The rejected change is absent (even though the final rewrite proposed it again), the kept one present.
    expect(text).not.toContain(rejected);
    expect(text).toContain(kept);
    await check('final');
    const resumeId = new URL(
      await page.getByRole('link', { name: /SuperMatch/ }).evaluate((a) => (a as HTMLAnchorElement).href),
    ).searchParams.get('resume');
    expect(resumeId).toMatch(/^[0-9a-f-]{36}$/);

    // Browser Back moves between steps; the server follows.
    await page.goBack();
    await atStep(page, 'pick-style');
    await page.goForward();
    await atStep(page, 'final');
    await context.close();
  });
}

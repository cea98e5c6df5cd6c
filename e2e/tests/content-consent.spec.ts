import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { namespace } from '../../frontend/src/i18n';
import { servePages } from '../support/serve-pages';

/**
 * The analytics consent banner. The shared app has no analytics configured (so no banner, the
 * default); here the same build is served with a script configured.
 */
const dist = join(__dirname, '..', '..', 'frontend', 'dist');
let site: Awaited<ReturnType<typeof servePages>>;

test.beforeAll(async () => {
  site = await servePages(dist, { ANALYTICS_SCRIPT_URL: '/analytics-test.js' });
});
test.afterAll(() => site?.stop());

const analyticsLoaded = (html: string) => html.includes('src="/analytics-test.js"');

test('no analytics configured: no banner and no script (the shared app)', async ({ page }) => {
  await page.goto(`${process.env.E2E_BASE_URL}/features`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
});

for (const lang of ['en', 'fr'] as const) {
  test(`asks before loading anything; refusing or accepting is remembered for 365 days (${lang})`, async ({ page, context }) => {
    const t = namespace(lang, 'content');
    await context.addCookies([{ name: 'locale', value: lang, url: site.baseURL }]);
    const path = lang === 'fr' ? '/fr/faq' : '/faq';
    const first = await page.goto(site.baseURL + path);
    expect(analyticsLoaded(await first!.text())).toBe(false);
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByRole('heading', { name: t['consent.title'] })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('[data-testid=consent-banner]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await banner.getByRole('button', { name: t['consent.refuse'] }).click();
    await expect(page).toHaveURL(site.baseURL + path);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    const refused = (await context.cookies()).find((c) => c.name === 'analytics_consent')!;
    expect(refused.value).toBe('denied');
    expect(refused.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(analyticsLoaded(await (await page.reload())!.text())).toBe(false);

    // The footer's "Cookie choices" asks again; accepting loads the configured script.
    await page.getByRole('button', { name: t['consent.change'] }).click();
    await page.getByTestId('consent-banner').getByRole('button', { name: t['consent.accept'] }).click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    expect(analyticsLoaded(await (await page.reload())!.text())).toBe(true);
  });
}

import { expect, test } from '@playwright/test';
import { signInAsAdministrator } from '../support/administrator';

const base = () => process.env.E2E_BASE_URL!;

test.describe('first visit with a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('lands on the French version of whichever page it opens', async ({ page }) => {
    for (const path of ['/home', '/signin', '/terms']) {
      await page.context().clearCookies();
      await page.goto(`${base()}${path}`);
      await expect(page).toHaveURL(`${base()}/fr${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    }
  });

  test('an explicit choice in the cookie wins over the browser', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: base() }]);
    await page.goto(`${base()}/terms`);
    await expect(page).toHaveURL(`${base()}/terms`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('pages link their other-language version with absolute hreflang alternates and x-default', async ({ page }) => {
  await page.goto(`${base()}/fr/privacy`);
  const alternates = await page
    .locator('link[rel=alternate]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', `${base()}/privacy`],
    ['fr', `${base()}/fr/privacy`],
    ['x-default', `${base()}/privacy`],
  ]);
});

const errorPages = [
  { lang: 'en', prefix: '', notFound: 'Page Not Found', error: 'Internal Server Error', home: 'Back to the start page' },
  { lang: 'fr', prefix: '/fr', notFound: 'Page introuvable', error: 'Erreur interne du serveur', home: 'Retour à la page d’accueil' },
];

for (const l of errorPages) {
  test(`404 and 500 pages in ${l.lang}, with a way back and no JavaScript`, async ({ page }) => {
    const missing = await page.goto(`${base()}${l.prefix}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.notFound);
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    await expect(page.getByRole('link', { name: l.home })).toHaveAttribute('href', l.prefix ? `${l.prefix}/` : '/');
    await expect(page.locator('script')).toHaveCount(0);

    // /debug/throw is for administrators (anyone else gets the 404 above).
    await signInAsAdministrator(page.context().request);
    const failed = await page.goto(`${base()}${l.prefix}/debug/throw`);
    expect(failed?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.error);
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    await expect(page.getByRole('link', { name: l.home })).toBeVisible();
    await expect(page.locator('script')).toHaveCount(0);
  });
}

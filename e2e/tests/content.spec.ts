import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { format, namespace } from '../../frontend/src/i18n';
import { hydrated } from '../support/hydrated';

/** Content pages served by the catch-all routes, with their SEO tags, the sitemap, robots.txt and Contact Us. */
const base = () => process.env.E2E_BASE_URL!;
const abs = (path: string) => new URL(path, base()).href;

async function head(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    ),
    og: Object.fromEntries(
      [...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')]),
    ),
    twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
    modules: document.querySelectorAll('script[type=module], script[src]').length,
    lang: document.documentElement.lang,
  }));
}

test.describe('content pages', () => {
  test('each language serves its own slug, links its twin, and 404s the other language\u2019s slug', async ({ page }) => {
    await page.context().addCookies([{ name: 'locale', value: 'en', url: base() }]);
    const en = await page.goto(`${base()}/pricing`);
    expect(en?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    expect(await head(page)).toMatchObject({
      canonical: abs('/pricing'),
      alternates: { en: abs('/pricing'), fr: abs('/fr/tarifs'), 'x-default': abs('/pricing') },
      og: { 'og:url': abs('/pricing'), 'og:title': 'Pricing · Atelier', 'og:locale': 'en_US', 'og:locale:alternate': 'fr_FR' },
      twitter: 'summary',
      lang: 'en',
      // A pure content page ships no JavaScript.
      modules: 0,
    });
    // The Plus plan's monthly credits come from the server's settings.
    await expect(page.getByTestId('plan-plus')).toContainText('30 SuperMatch credits every month');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(`${base()}/fr/tarifs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifs');
    expect((await head(page)).canonical).toBe(abs('/fr/tarifs'));
    expect((await page.request.get(`${base()}/fr/pricing`)).status()).toBe(404);
    expect((await page.request.get(`${base()}/tarifs`)).status()).toBe(404);
  });

  test('unknown slugs are the localised 404 page; static routes win over the catch-all', async ({ page }) => {
    for (const [path, title] of [
      ['/no-such-page', namespace('en', 'errors')['notFound.title']],
      ['/fr/page-inconnue/plus-loin', namespace('fr', 'errors')['notFound.title']],
    ]) {
      const response = await page.goto(base() + path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    expect((await page.request.get(`${base()}/signin`)).status()).toBe(200);
    const home = await page.request.get(`${base()}/home`);
    expect(await home.text()).not.toContain('data-translation-key');
  });

  test('the landing page shows the marketing figures from its content, and keeps its way into the app', async ({ page }) => {
    await page.context().addCookies([{ name: 'locale', value: 'fr', url: base() }]);
    await page.goto(`${base()}/fr/`);
    await expect(page.getByTestId('claims')).toContainText('40\u00a0%');
    await expect(page.getByTestId('claims')).toContainText('d’entretiens en plus');
    expect(await head(page)).toMatchObject({ modules: 0, alternates: { en: abs('/'), fr: abs('/fr/') } });
    await page.getByTestId('open-app').click();
    await expect(page).toHaveURL(`${base()}/fr/home`);
  });

  test('sitemap.xml lists both languages with alternates; robots.txt keeps the private pages out', async ({ request }) => {
    const sitemap = await (await request.get(`${base()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${abs('/fr/fonctionnalites')}</loc>`);
    expect(sitemap).toContain(`<loc>${abs('/features')}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${abs('/fr/comment-ca-marche')}"/>`);
    expect(sitemap).not.toContain('/home<');
    const robots = await (await request.get(`${base()}/robots.txt`)).text();
    for (const path of ['/home', '/onboarding', '/admin', '/debug', '/fr/home', '/fr/admin'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${abs('/sitemap.xml')}`);
  });

  for (const lang of ['en', 'fr'] as const) {
    test(`Contact Us: checks the fields, sends, and says so (${lang})`, async ({ page }) => {
      const t = namespace(lang, 'contact');
      await page.context().addCookies([{ name: 'locale', value: lang, url: base() }]);
      await page.goto(`${base()}${lang === 'fr' ? '/fr' : ''}/contact`);
      const form = page.getByTestId('contact-form');
      // The form hydrates once it scrolls into view.
      await form.scrollIntoViewIfNeeded();
      await hydrated(page);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(form.getByText(t.nameRequired)).toBeVisible();
      await expect(form.getByText(t.emailInvalid)).toBeVisible();
      await form.getByLabel(t.name).fill('Ann Martin');
      await form.getByLabel(t.email).fill(`ann-${Date.now()}@example.org`);
      await form.getByLabel(t.message, { exact: true }).fill('Bonjour, une question sur mon CV.');
      // Keyboard path: the honeypot is not in the tab order.
      await form.getByLabel(t.message, { exact: true }).press('Tab');
      await expect(form.getByRole('button', { name: t.submit })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('contact-sent').getByRole('status')).toHaveText(t.sent);
    });
  }

  test('Contact Us: the 6th message from one address within 10 minutes is refused with a clear message', async ({ page }) => {
    const t = namespace('fr', 'contact');
    await page.context().addCookies([{ name: 'locale', value: 'fr', url: base() }]);
    const email = `flood-${Date.now()}@example.org`;
    for (let i = 0; i < 5; i++) {
      const answer = await page.request.post(`${base()}/api/contact/messages`, { data: { name: 'Ann', email, message: `n°${i}` } });
      expect(answer.status()).toBe(202);
    }
    await page.goto(`${base()}/fr/contact`);
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page);
    await form.getByLabel(t.name).fill('Ann');
    await form.getByLabel(t.email).fill(email);
    await form.getByLabel(t.message, { exact: true }).fill('Encore moi');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('form-error')).toContainText('Vous avez envoyé 5\u00a0messages au cours des 10\u00a0dernières minutes');
  });

  for (const path of ['/', '/fr/', '/features', '/fr/fonctionnalites', '/contact', '/fr/contact']) {
    test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(base() + path);
      if (path.endsWith('contact')) await page.getByTestId('contact-form').waitFor();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });
  }

  test('the "last updated" line is localised', async ({ page }) => {
    await page.goto(`${base()}/fr/faq`);
    await expect(page.getByText(format(namespace('fr', 'common')['content.updated'], { date: '23 novembre 2026' }))).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { signInAsAdministrator } from '../support/administrator';
import { seriousViolations, settled } from '../support/axe';
import { hydrated, shellReady } from '../support/hydrated';

const base = () => process.env.E2E_BASE_URL!;

/** Every page of the site (English paths; each is also checked under /fr), with its expected status. */
const PAGES: { path: string; status: number; app?: boolean }[] = [
  { path: '/', status: 200 },
  { path: '/home', status: 200, app: true },
  { path: '/signin', status: 200 },
  { path: '/register', status: 200 },
  { path: '/forgot-password', status: 200 },
  { path: '/profile', status: 200, app: true },
  { path: '/terms', status: 200 },
  { path: '/privacy', status: 200 },
  { path: '/contact', status: 200 },
  { path: '/faq', status: 200 },
  { path: '/no-such-page', status: 404 },
  { path: '/debug/throw', status: 500 },
];

for (const lang of ['en', 'fr'] as const) {
  for (const width of [360, 1280]) {
    test(`axe: no serious or critical violation on any page (${lang}, ${width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      for (const { path, status, app } of PAGES) {
        const url = lang === 'fr' ? (path === '/' ? '/fr/' : `/fr${path}`) : path;
        // /debug/throw (the 500 page) is for administrators; the app pages before it made this browser a guest.
        if (path.startsWith('/debug/')) await signInAsAdministrator(context.request);
        const response = await page.goto(`${base()}${url}`);
        expect(response?.status(), url).toBe(status);
        await hydrated(page);
        if (app) await shellReady(page);
        found[url] = await seriousViolations(page);
      }
      // The shell's overlays, open: the account menu and the language picker.
      const home = lang === 'fr' ? '/fr/home' : '/home';
      await page.goto(`${base()}${home}`);
      await shellReady(page);
      await page.getByRole('button', { name: lang === 'fr' ? 'Compte' : 'Account', exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await settled(page);
      found[`${home} (menu)`] = await seriousViolations(page);
      await page.getByRole('menuitem', { name: lang === 'fr' ? 'Langue' : 'Language' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      found[`${home} (language)`] = await seriousViolations(page);
      await context.close();
      expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({});
    });
  }
}

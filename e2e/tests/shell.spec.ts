import { expect, test, type Page } from '@playwright/test';
import { hydrated, shellReady } from '../support/hydrated';

const base = () => process.env.E2E_BASE_URL!;

const locales = [
  {
    lang: 'en',
    prefix: '',
    other: 'fr',
    otherPrefix: '/fr',
    browser: 'en-US',
    credits: '3 credits left',
    trigger: 'Account',
    items: ['Save your account', 'Language', 'Terms', 'Privacy Policy', 'Contact Us', 'Log Out', 'Delete Account'],
    language: 'Language',
    immediate: 'Changes apply immediately',
    otherName: 'Français',
    logOutTitle: 'Log out?',
    cancel: 'Cancel',
    startup: 'Something went wrong',
    retry: 'Try Again',
    contact: 'Contact Support Team',
    email: 'Email',
    otherEmail: 'Adresse e-mail',
    firstName: 'First name',
    otherFirstName: 'Prénom',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    other: 'en',
    otherPrefix: '',
    browser: 'fr-FR',
    credits: '3 crédits restants',
    trigger: 'Compte',
    items: [
      'Enregistrer mon compte',
      'Langue',
      'Conditions d’utilisation',
      'Politique de confidentialité',
      'Nous contacter',
      'Se déconnecter',
      'Supprimer le compte',
    ],
    language: 'Langue',
    immediate: 'Les changements s’appliquent immédiatement',
    otherName: 'English',
    logOutTitle: 'Se déconnecter ?',
    cancel: 'Annuler',
    startup: 'Un problème est survenu',
    retry: 'Réessayer',
    contact: 'Contacter l’équipe d’assistance',
    email: 'Adresse e-mail',
    otherEmail: 'Email',
    firstName: 'Prénom',
    otherFirstName: 'First name',
  },
];

const trigger = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The menu's code loads on approach; this holds it back (to use the stand-in first) until the returned function is called. */
async function holdMenuCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/AccountMenu.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const l of locales) {
  test.describe(`app shell (${l.lang})`, () => {
    test.use({ locale: l.browser });

    test('a new guest sees 3 credits left and is prompted to save the account', async ({ page }) => {
      await page.goto(`${base()}${l.prefix}/home`);
      await shellReady(page);
      await expect(page.getByTestId('credits-left')).toHaveText(l.credits);
      // Landmarks and the skip link to the content.
      await expect(page.getByRole('banner')).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.locator('.skip-link');
      await expect(skip).toBeFocused();
      await skip.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await trigger(page, l.trigger).click();
      await expect(page.getByRole('menuitem', { name: l.items[0] })).toHaveAttribute('href', `${l.prefix}/register`);
      await page.keyboard.press('Escape');
    });

    test('the account menu opens with the keyboard, reaches every item, and Escape gives focus back', async ({ page }) => {
      await page.goto(`${base()}${l.prefix}/home`);
      await shellReady(page);
      const button = trigger(page, l.trigger);
      await button.focus();
      // Focus loads the menu's code; the real trigger replaces the stand-in.
      await expect(page.getByTestId('menu-stand-in')).toHaveCount(0);
      await trigger(page, l.trigger).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      // Arrow down through the whole menu: every item gets focus in order.
      const focused = async () =>
        ((await page.evaluate(() => document.activeElement?.querySelector('.ui-menu__label')?.textContent)) ?? '').trim();
      for (let i = 0; i < l.items.length; i++) {
        if (i > 0) await page.keyboard.press('ArrowDown');
        // Polled: on a busy machine the focus move lands a frame after the key press.
        await expect.poll(focused, { message: `item ${i + 1}` }).toBe(l.items[i]);
      }
      await expect(menu.getByRole('menuitem')).toHaveCount(l.items.length);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('a press on the menu before its code has arrived still opens it', async ({ page }) => {
      const release = await holdMenuCode(page);
      await page.goto(`${base()}${l.prefix}/home`);
      await shellReady(page);
      await page.getByTestId('menu-stand-in').click();
      release();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(trigger(page, l.trigger)).toHaveAttribute('aria-expanded', 'true');
    });

    test('Enter on the menu before its code has arrived opens it as from the keyboard: arrow keys move', async ({ page }) => {
      const release = await holdMenuCode(page);
      await page.goto(`${base()}${l.prefix}/home`);
      await shellReady(page);
      await page.getByTestId('menu-stand-in').focus();
      await page.keyboard.press('Enter');
      release();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const focused = async () =>
        ((await page.evaluate(() => document.activeElement?.querySelector('.ui-menu__label')?.textContent)) ?? '').trim();
      await expect.poll(focused).toBe(l.items[0]);
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toBe(l.items[1]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger(page, l.trigger)).toBeFocused();
    });

    test('menu links lead to real pages, not 404s', async ({ page }) => {
      await page.goto(`${base()}${l.prefix}/home`);
      await shellReady(page);
      for (const [index, path] of [
        [2, '/terms'],
        [3, '/privacy'],
        [4, '/contact'],
      ] as const) {
        await trigger(page, l.trigger).click();
        await page.getByRole('menuitem', { name: l.items[index] }).click();
        await expect(page).toHaveURL(`${base()}${l.prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.goBack();
        await shellReady(page);
      }
    });

    test('Log Out asks for confirmation first', async ({ page }) => {
      await page.goto(`${base()}${l.prefix}/home`);
      await shellReady(page);
      await trigger(page, l.trigger).click();
      await page.getByRole('menuitem', { name: l.items[5] }).click();
      const dialog = page.getByRole('alertdialog', { name: l.logOutTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: l.cancel }).click();
      await expect(dialog).toBeHidden();
      // Still signed in as the same guest.
      await expect(page.getByTestId('credits-left')).toHaveText(l.credits);
    });

    test('the language picker says changes apply immediately, switches the page and remembers it for a year', async ({ page, context }) => {
      await page.goto(`${base()}${l.prefix}/home`);
      await shellReady(page);
      await trigger(page, l.trigger).click();
      await page.getByRole('menuitem', { name: l.language }).click();
      const dialog = page.getByRole('dialog', { name: l.language });
      await expect(dialog).toContainText(l.immediate);
      await dialog.getByRole('link', { name: l.otherName }).click();
      await expect(page).toHaveURL(`${base()}${l.otherPrefix}/home`);
      await expect(page.locator('html')).toHaveAttribute('lang', l.other);
      const cookie = (await context.cookies()).find((c) => c.name === 'locale');
      expect(cookie?.value).toBe(l.other);
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);
    });

    test('switching language keeps what the user typed', async ({ page }) => {
      await page.goto(`${base()}${l.prefix}/register`);
      await hydrated(page);
      await page.getByLabel(l.email, { exact: true }).fill('kept.across@languages.test');
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL(`${base()}${l.otherPrefix}/register`);
      await expect(page.getByLabel(l.otherEmail, { exact: true })).toHaveValue('kept.across@languages.test');
    });

    test('My Account is an app page: the shell with credits left and the account menu, one island per feature', async ({ page }) => {
      await page.goto(`${base()}${l.prefix}/profile`);
      await shellReady(page);
      await expect(page.getByTestId('credits-left')).toHaveText(l.credits);
      await expect(trigger(page, l.trigger)).toBeVisible();
      await expect(page.getByRole('main').getByLabel(l.firstName, { exact: true })).toBeVisible();
      // The shell's island and the profile form's island, nothing more.
      await expect(page.locator('astro-island')).toHaveCount(2);
    });

    test('switching language on the profile keeps the unsaved changes, without a leave-page prompt', async ({ page }) => {
      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.type());
        void dialog.accept();
      });
      await page.goto(`${base()}${l.prefix}/profile`);
      await hydrated(page);
      const firstName = page.getByLabel(l.firstName, { exact: true });
      await expect(firstName).toBeEnabled();
      await firstName.fill('Camille');
      // The profile is an app page: the language is changed from the shell's account menu.
      await trigger(page, l.trigger).click();
      await page.getByRole('menuitem', { name: l.language }).click();
      await page.getByRole('dialog', { name: l.language }).getByRole('link', { name: l.otherName }).click();
      await expect(page).toHaveURL(`${base()}${l.otherPrefix}/profile`);
      await expect(page.getByLabel(l.otherFirstName, { exact: true })).toHaveValue('Camille');
      expect(prompts).toEqual([]);
    });

    test('a start-up failure shows Something went wrong with Try Again and Contact Support Team', async ({ page }) => {
      await page.route('**/api/auth/config', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"down"}}' }),
      );
      await page.goto(`${base()}${l.prefix}/home`);
      const failure = page.getByTestId('startup-error');
      await expect(failure).toContainText(l.startup);
      await expect(failure.getByRole('link', { name: l.contact })).toHaveAttribute('href', `${l.prefix}/contact`);
      // The service is back: Try Again starts the app without a reload.
      await page.unroute('**/api/auth/config');
      await failure.getByRole('button', { name: l.retry }).click();
      await shellReady(page);
      await expect(failure).toBeHidden();
    });
  });
}

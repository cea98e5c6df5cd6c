import { expect, test, type Page } from '@playwright/test';
import { openQuickUpload } from '../support/quick-upload';
import { join } from 'node:path';
import type { Locale } from '../../frontend/src/i18n';
import { at, authText, base, createUser, ready, resetCodes, storedUser, uniqueEmail } from './auth-helpers';
import { failOnCspViolations } from '../support/csp';

// The app works whole under its Content-Security-Policy: any violation fails the test.
failOnCspViolations();

const PASSWORD = 'correct-horse-7';
const locales: Locale[] = ['en', 'fr'];

const form = (page: Page) => ({
  email: page.locator('form input[name=email]'),
  password: page.locator('form input[name=password]'),
  confirm: page.locator('form input[name=confirmPassword]'),
  submit: page.locator('form.auth-form button[type=submit]'),
  error: page.getByTestId('form-error'),
  success: page.getByTestId('form-success'),
});

async function signInAs(page: Page, locale: Locale, email: string, password: string) {
  await page.goto(at(locale, '/signin'));
  await ready(page);
  const f = form(page);
  await f.email.fill(email);
  await f.password.fill(password);
  await f.submit.click();
  await expect(page).toHaveURL(at(locale, '/home'));
}

for (const locale of locales) {
  const t = authText(locale);

  test.describe(`account screens (${locale})`, () => {
    test('sign in: empty fields, unknown e-mail, invalid e-mail, wrong password', async ({ page, request }) => {
      const email = uniqueEmail('signin');
      await createUser(request, email, PASSWORD);
      await page.goto(at(locale, '/signin'));
      await ready(page);
      const f = form(page);
      await f.submit.click();
      await expect(f.error).toHaveText(t('validation.fillAllFields'));
      await f.email.fill(email);
      await f.submit.click();
      await expect(f.error).toHaveText(t('validation.fillAllFields'));
      await f.password.fill('not-the-password');
      await f.submit.click();
      await expect(f.error).toHaveText(t('signIn.errors.wrongPassword'));
      await f.email.fill(uniqueEmail('nobody'));
      await f.submit.click();
      await expect(f.error).toHaveText(t('signIn.errors.userNotFound'));
      await f.email.fill('not-an-email');
      await f.submit.click();
      await expect(f.error).toHaveText(t('signIn.errors.invalidEmail'));
    });

    test('register: required fields, mismatched and short passwords, invalid and taken e-mails', async ({ page, request }) => {
      const taken = uniqueEmail('taken');
      await createUser(request, taken, PASSWORD);
      await page.goto(at(locale, '/register'));
      await ready(page);
      const f = form(page);
      await f.submit.click();
      await expect(f.error).toHaveText(t('validation.fillAllFields'));
      await f.email.fill(uniqueEmail('new'));
      await f.password.fill('abcdefg');
      await f.confirm.fill('abcdefh');
      await f.submit.click();
      await expect(f.error).toHaveText(t('validation.passwordsMismatch'));
      await f.password.fill('abc');
      await f.confirm.fill('abc');
      await f.submit.click();
      await expect(f.error).toHaveText(t('validation.passwordTooShort', { min: 6 }));
      // The policy checklist says which requirement is missing, then met.
      await expect(page.locator('[data-requirement=minLength]')).toHaveAttribute('data-met', 'false');
      await f.password.fill(PASSWORD);
      await f.confirm.fill(PASSWORD);
      await expect(page.locator('[data-requirement=minLength]')).toHaveAttribute('data-met', 'true');
      await f.email.fill('not-an-email');
      await f.submit.click();
      await expect(f.error).toHaveText(t('register.errors.invalidEmail'));
      await f.email.fill(taken);
      await f.submit.click();
      await expect(f.error).toHaveText(t('register.errors.emailInUse'));
    });

    test('a guest with an uploaded resume registers, keeps the same uid and finds the resume', async ({ page, request }) => {
      await page.goto(at(locale, '/home'));
      await ready(page);
      await openQuickUpload(page);
      // Enabled once the guest session exists.
      await expect(page.locator('.upload-flow form button[type=submit]')).toBeEnabled();
      await page
        .locator('#resume-file')
        .setInputFiles(join(__dirname, '..', 'fixtures', locale === 'fr' ? 'resume-fr.pdf' : 'resume-en.pdf'));
      await page.locator('.upload-flow form button[type=submit]').click();
      await expect(page.getByTestId('stage')).toBeVisible();
      const guest = await storedUser(page);
      expect(guest?.isAnonymous).toBe(true);

      await page.goto(at(locale, '/register'));
      await ready(page);
      await expect(page.getByText(t('register.guestLead'))).toBeVisible();
      const f = form(page);
      const email = uniqueEmail('guest');
      await f.email.fill(email);
      await f.password.fill(PASSWORD);
      await f.confirm.fill(PASSWORD);
      await f.submit.click();
      await expect(f.success).toHaveText(t('register.success'));
      // The success message offers to go on to the signed-in app's home, not the landing page.
      await expect(page.getByRole('link', { name: t('register.continue') })).toHaveAttribute(
        'href',
        locale === 'fr' ? '/fr/home' : '/home',
      );

      const registered = await storedUser(page);
      expect(registered).toMatchObject({ uid: guest!.uid, isAnonymous: false });
      const headers = { Authorization: `Bearer ${registered!.token}` };
      const me = await (await request.get(`${base()}/api/me`, { headers })).json();
      expect(me).toMatchObject({ uid: guest!.uid, isAnonymous: false, email });
      const resumes = await (await request.get(`${base()}/api/resumes`, { headers })).json();
      expect(resumes.items).toHaveLength(1);
    });

    test('sign out after confirming, then sign in again', async ({ page, request }) => {
      const email = uniqueEmail('out');
      await createUser(request, email, PASSWORD);
      await signInAs(page, locale, email, PASSWORD);
      await page.goto(at(locale, '/profile'));
      await ready(page);
      await expect(page.getByTestId('signed-in-as')).toContainText(email);
      await page.getByRole('button', { name: t('signOut.action') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('signOut.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('signOut.action') }).click();
      await expect(page).toHaveURL(at(locale, '/'));
      const after = await storedUser(page);
      // Signed out: no user, or the start page's new guest.
      expect(after === null || after.isAnonymous).toBe(true);
      await signInAs(page, locale, email, PASSWORD);
      expect(await storedUser(page)).toMatchObject({ isAnonymous: false });
    });

    test('forgot password: required e-mail, invalid and unknown e-mails, then the reset e-mail', async ({ page, request }) => {
      const email = uniqueEmail('forgot');
      await createUser(request, email, PASSWORD);
      await page.goto(at(locale, '/forgot-password'));
      await ready(page);
      const f = form(page);
      await f.submit.click();
      await expect(f.error).toHaveText(t('validation.emailRequired'));
      await f.email.fill('not-an-email');
      await f.submit.click();
      await expect(f.error).toHaveText(t('forgot.errors.invalidEmail'));
      await f.email.fill(uniqueEmail('nobody'));
      await f.submit.click();
      await expect(f.error).toHaveText(t('forgot.errors.userNotFound'));
      await f.email.fill(email);
      await f.submit.click();
      await expect(f.success).toHaveText(t('forgot.success'));
      await expect(f.error).toBeEmpty();
      expect(await resetCodes(request, email)).toHaveLength(1);
    });

    test('profile: a guest cannot save; a registered user saves; leaving with unsaved changes asks first', async ({ page, request }) => {
      await page.goto(at(locale, '/profile'));
      await ready(page);
      const firstName = page.getByLabel(t('profile.firstName'), { exact: true });
      await expect(firstName).toBeEnabled();
      await firstName.fill('Camille');
      await page.getByRole('button', { name: t('profile.save') }).click();
      await expect(page.getByTestId('form-error')).toHaveText(t('profile.errors.requiresAccount'));

      const email = uniqueEmail('profile');
      await createUser(request, email, PASSWORD);
      await signInAs(page, locale, email, PASSWORD);
      await page.goto(at(locale, '/profile'));
      await ready(page);
      await expect(firstName).toBeEnabled();
      await firstName.fill('Camille');
      await page.getByLabel(t('profile.lastName'), { exact: true }).fill('Martin');
      await page.getByLabel(t('profile.phoneNumber'), { exact: true }).fill('+33 6 12 34 56 78');
      await page.getByLabel(t('profile.country'), { exact: true }).selectOption('FR');
      await page.getByRole('button', { name: t('profile.save') }).click();
      await expect(page.getByTestId('form-success')).toHaveText(t('profile.saved'));
      await page.reload();
      await ready(page);
      await expect(firstName).toHaveValue('Camille');
      await expect(page.getByLabel(t('profile.country'), { exact: true })).toHaveValue('FR');

      // Unsaved changes: Close asks; "keep editing" stays with the text; "leave" goes.
      await firstName.fill('Camila');
      await page.getByRole('button', { name: t('profile.close') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('unsaved.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('unsaved.stay') }).click();
      await expect(dialog).toBeHidden();
      await expect(firstName).toHaveValue('Camila');
      await page.getByRole('button', { name: t('profile.close') }).click();
      await dialog.getByRole('button', { name: t('unsaved.leave') }).click();
      await expect(page).toHaveURL(at(locale, '/home'));
      // Closing the tab or reloading asks through the browser.
      await page.goto(at(locale, '/profile'));
      await ready(page);
      await expect(firstName).toHaveValue('Camille');
      await firstName.fill('Camilla');
      // The prompt is answered and the close awaited: a dialog left open when the test ends made
      // Playwright's context close fail ("Test ended") now and then.
      const prompt = page.waitForEvent('dialog');
      const closing = page.close({ runBeforeUnload: true });
      const leave = await prompt;
      expect(leave.type()).toBe('beforeunload');
      await leave.accept();
      await closing;
    });

    test('the profile hydrates without a mismatch and its form does not move while loading', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // Layout shifts from the first paint on, as Lighthouse counts them (not those after an input).
      await page.addInitScript(() => {
        const total = window as unknown as { layoutShift: number };
        total.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) total.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The profile's code arrives after the shell has started the session (as on a slow network
      // or a busy machine): its first render must still match the server's markup.
      await page.route(/\/_astro\/ProfileIsland\.[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto(at(locale, '/profile'));
      await ready(page);
      await expect(page.getByLabel(t('profile.firstName'), { exact: true })).toBeEnabled();
      await expect(page.getByRole('link', { name: t('signIn.toRegister') })).toBeVisible();
      expect(errors).toEqual([]);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift).toBeLessThan(0.01);
    });

    test('delete the account after re-entering the password', async ({ page, request }) => {
      const email = uniqueEmail('delete');
      await createUser(request, email, PASSWORD);
      await page.clock.install();
      await signInAs(page, locale, email, PASSWORD);
      await page.goto(at(locale, '/profile'));
      await ready(page);
      // Six minutes later the sign-in is no longer recent: the password is asked again.
      await page.clock.fastForward('06:00');
      await page.getByRole('button', { name: t('deleteAccount.action') }).click();
      const confirm = page.getByRole('alertdialog', { name: t('deleteAccount.title') });
      await confirm.getByRole('button', { name: t('deleteAccount.confirm') }).click();
      const reauth = page.getByRole('dialog', { name: t('deleteAccount.reauthTitle') });
      await expect(reauth).toBeVisible();
      await expect(reauth).toContainText(t('account.errors.reauthRequired'));
      await reauth.getByLabel(t('fields.password'), { exact: true }).fill('wrong-password');
      await reauth.getByRole('button', { name: t('deleteAccount.reauthConfirm') }).click();
      await expect(reauth.getByRole('alert')).toHaveText(t('signIn.errors.wrongPassword'));
      await reauth.getByLabel(t('fields.password'), { exact: true }).fill(PASSWORD);
      await reauth.getByRole('button', { name: t('deleteAccount.reauthConfirm') }).click();
      await expect(page).toHaveURL(at(locale, '/'));
      // The account is gone: signing in again says so.
      await page.goto(at(locale, '/signin'));
      await ready(page);
      const f = form(page);
      await f.email.fill(email);
      await f.password.fill(PASSWORD);
      await f.submit.click();
      await expect(f.error).toHaveText(t('signIn.errors.userNotFound'));
    });

    test('the language switch keeps what was typed (never the password)', async ({ page }) => {
      await page.goto(at(locale, '/register'));
      await ready(page);
      const f = form(page);
      await f.email.fill('kept@example.com');
      await f.password.fill(PASSWORD);
      await page.getByTestId('language-switch').click();
      const other: Locale = locale === 'fr' ? 'en' : 'fr';
      await expect(page).toHaveURL(at(other, '/register'));
      await ready(page);
      await expect(f.email).toHaveValue('kept@example.com');
      await expect(f.password).toHaveValue('');
    });
  });
}

test('a tab notices when another tab signs out', async ({ page, request }) => {
  const t = authText('en');
  const email = uniqueEmail('tabs');
  await createUser(request, email, PASSWORD);
  await signInAs(page, 'en', email, PASSWORD);
  await page.goto(at('en', '/profile'));
  await ready(page);
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  const other = await page.context().newPage();
  await other.goto(at('en', '/profile'));
  await ready(other);
  await other.getByRole('button', { name: t('signOut.action') }).click();
  await other
    .getByRole('alertdialog', { name: t('signOut.title') })
    .getByRole('button', { name: t('signOut.action') })
    .click();
  await expect(other).toHaveURL(at('en', '/'));
  await expect(page.getByText(t('session.signedOutElsewhere'))).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toBeHidden();
});

test('sign in with the keyboard alone', async ({ page, request }) => {
  const email = uniqueEmail('keyboard');
  await createUser(request, email, PASSWORD);
  await page.goto(at('en', '/signin'));
  await ready(page);
  const f = form(page);
  await page.keyboard.press('Tab'); // brand
  await page.keyboard.press('Tab'); // language
  await page.keyboard.press('Tab');
  await expect(f.email).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(f.password).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(f.submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('en', '/home'));
  expect(await storedUser(page)).toMatchObject({ isAnonymous: false });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locale } from '../../frontend/src/i18n';
import { at, ready } from './auth-helpers';

const pages = ['/signin', '/register', '/forgot-password', '/profile'];
const widths = [360, 1280];

/** axe-core on every account screen, both languages, phone and desktop widths: no serious or critical violation. */
for (const locale of ['en', 'fr'] as Locale[]) {
  for (const path of pages) {
    test(`axe: ${locale} ${path}`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at(locale, path));
        await ready(page);
        // With the form's error showing too (its colours and live region are checked as well).
        await page.locator('form.auth-form button[type=submit]').click();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
}

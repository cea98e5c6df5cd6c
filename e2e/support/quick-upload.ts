import type { Page } from '@playwright/test';
import { hydrated } from './hydrated';

/**
 * On /home the upload form sits in a closed "Quick upload" section under the dashboard (the
 * guided flow is /onboarding): tests that upload through it open that section first. Its
 * island hydrates when the section is opened (client:visible), so this waits for that too.
 */
export async function openQuickUpload(page: Page): Promise<void> {
  const section = page.locator('details:has(#resume-file)');
  if (!(await section.evaluate((el) => (el as HTMLDetailsElement).open))) await section.locator('summary').click();
  await hydrated(page);
}

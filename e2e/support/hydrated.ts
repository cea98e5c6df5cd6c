import { expect, type Page } from '@playwright/test';

/** Waits until every island on the page has hydrated (Astro drops `ssr` from an island once it has). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Waits until the app shell has started the session and shows the credits left. */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.getByTestId('credits-left')).toHaveText(/\d/, { timeout: 20_000 });
}

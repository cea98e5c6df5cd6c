import { expect, type Page } from '@playwright/test';

/**
 * Waits until every island on the page that is due to hydrate has (Astro drops `ssr` from an
 * island once it has). A `client:visible` island that is not on screen (in a closed <details>,
 * say) is not due until the user reaches it.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  await page.waitForFunction(() =>
    // Not due: inside a closed <details>, or not on screen (islands are display: contents, so
    // their first element says where they are drawn).
    [...document.querySelectorAll('astro-island[ssr][client="visible"]')].every((island) => {
      if (island.closest('details:not([open])')) return true;
      const box = island.firstElementChild?.getBoundingClientRect();
      return !box || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight;
    }),
  );
}

/** Waits until the app shell has started the session and shows the credits left. */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.getByTestId('credits-left')).toHaveText(/\d/, { timeout: 20_000 });
}

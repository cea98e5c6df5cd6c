import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Overlays fade in: colours are only measurable once their animations have finished. */
export async function settled(page: Page): Promise<void> {
  // Finite animations only: a spinner's infinite one never finishes (and would hang the test).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious and critical violations, as "rule: target" lines (empty when the page passes). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

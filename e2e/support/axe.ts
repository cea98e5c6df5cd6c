import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Overlays fade in: colours are only measurable once their animations have finished. */
export async function settled(page: Page): Promise<void> {
  // Bounded: an animation that never runs (paused, or inside a closed <details>) never finishes.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
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

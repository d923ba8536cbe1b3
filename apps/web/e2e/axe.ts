/**
 * Accessibility check for the browser tests (issue 28): axe-core's WCAG 2 A/AA rules, through
 * @axe-core/playwright, on the page as shown, once its finite animations have ended; a test fails on
 * any serious or critical violation and names each with its nodes.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** axe-core's source, run only where the page has no `axe` yet. */
const ONCE = `if (!window.axe) {\n${axe.source}\n}`;
/** What is handed over where the page has it already: nothing to run. */
const PRESENT = 'void 0;';

/**
 * The serious and critical violations on `page` (optionally within `include`, without `exclude`), as
 * readable lines.
 */
export async function seriousA11yIssues(
  page: Page,
  include?: string,
  exclude?: string,
): Promise<string[]> {
  // The page at rest: a tile fading in is judged by its final colours, not mid-fade (finite
  // animations are waited for, 3 s at most; endless ones such as a spinner are not).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => null)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Legacy mode: axe.run in the page itself. The shop has no frames, so the per-frame runs and the merge
  // of their results in a fresh blank page (about half of each check's time) are not needed. The source
  // runs once per document: the 360 px check of a page loaded for 1280 reuses it.
  const present = await page.evaluate(() => 'axe' in window);
  let builder = new AxeBuilder({ page, axeSource: present ? PRESENT : ONCE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Details of the violations only: listing the passes is slow.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Fails with the list of serious or critical axe violations, if any. */
export async function expectNoSeriousA11yIssues(
  page: Page,
  include?: string,
  exclude?: string,
): Promise<void> {
  expect(await seriousA11yIssues(page, include, exclude)).toEqual([]);
}

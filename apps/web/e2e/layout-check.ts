/**
 * The layout check the page specs share (issue 42: one page load per language, not one per width): the page as
 * loaded at 360 px, then widened to 1280 px without a second load.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';
import { expect, horizontalOverflow, resizeTo, screenshot } from './fixtures.ts';

/**
 * At 360 px and then at 1280 px (`height` tall): no sideways scroll, `also` (what the test expects on the page),
 * no serious or critical axe issue in `main`, and a screenshot named `${name}-${width}`.
 */
export async function checkBothWidths(
  page: Page,
  name: string,
  height: number,
  also: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  for (const width of [360, 1280]) {
    if (width !== 360) await resizeTo(page, width, height);
    expect(await horizontalOverflow(page), `${name} at ${width}`).toBeLessThanOrEqual(0);
    await also();
    await expectNoSeriousA11yIssues(page, 'main');
    await screenshot(page, `${name}-${width}`, { fullPage: true });
  }
}

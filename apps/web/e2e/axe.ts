/**
 * Accessibility check for the browser tests (issue 28): axe-core's WCAG 2 A/AA rules on the page as
 * shown; a test fails on any serious or critical violation and names each with its nodes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical violations on `page` (optionally within `include`, without `exclude`), as
 * readable lines.
 */
export async function seriousA11yIssues(
  page: Page,
  include?: string,
  exclude?: string,
): Promise<string[]> {
  // Details of the violations only: the passes are not needed, and listing them is slow.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] });
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

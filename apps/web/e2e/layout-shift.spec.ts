/**
 * A page does not jump while it loads (issue 48 "The case page jumps while it loads": a cumulative layout shift of
 * 0.50 at 360 px, the footer shown and then pushed down by the case). Each page is loaded by a visitor at 360 and
 * 1280 px with the browser's layout-shift entries collected from the start; once its heading is up and the network
 * is quiet, the sum of the shifts not caused by input must be at most 0.1, Lighthouse's "good". What holds it: the
 * footer starts below the first screen, a loading page holds a screen's height (`Spinner page`), and what arrives
 * late has its place kept (the contract's lead, the season hero's logo and timer, the overview's blocks, the top-up
 * page's trust panel).
 */
import type { BrowserContext } from '@playwright/test';
import { dismissOverlays, expect, test } from './fixtures.ts';

/** The most a page may shift in all while it loads (Lighthouse's "good" CLS). */
const MAX_CLS = 0.1;

declare global {
  interface Window {
    /** Layout shifts seen since the document started: value and the shifted nodes' names. */
    __shifts?: { value: number; nodes: string[] }[];
  }
}

/** Collects every layout shift of every page of `context` not caused by input, from the document's start. */
async function watchShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    window.__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element
            ? `${s.node.tagName}.${s.node.className}`
            : (s.node?.nodeName ?? '?'),
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const width of [360, 1280])
  test(`the case page and the game pages do not jump while they load at ${width} px (CLS ≤ ${MAX_CLS})`, async ({
    browser,
    api,
    baseURL,
  }) => {
    test.slow(); // ten pages, each loaded in a fresh tab
    const { slug } = await api.cheapestPaidCase();
    const pages = [
      `/open/${slug}`,
      '/',
      '/battles',
      '/upgrades',
      '/contract',
      '/event',
      '/event/battle-pass',
      '/daily-cases',
      '/leaderboard',
      '/refill',
    ];
    const found: string[] = [];
    for (const path of pages) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 780 },
        locale: 'ru-RU',
        reducedMotion: 'reduce',
      });
      await dismissOverlays(context);
      await watchShifts(context);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Two frames, so a shift from the last answer's render is recorded before it is read.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const shifts = await page.evaluate(() => window.__shifts ?? []);
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      if (cls > MAX_CLS)
        found.push(
          `${path}: ${cls.toFixed(3)} (${shifts
            .filter((s) => s.value > 0.01)
            .map((s) => `${s.value.toFixed(3)} ${s.nodes.join(', ')}`)
            .join('; ')})`,
        );
      await context.close();
    }
    expect(found).toEqual([]);
  });

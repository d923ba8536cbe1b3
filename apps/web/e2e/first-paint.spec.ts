/**
 * The front page's first screen is in the HTML the server sends (issue 9 "First paint"): with
 * scripts off, `/` and `/en` show the header, the hero, the section titles and the case cards with
 * pictures, prices and links, at 360 and 1280 px, without sideways scrolling or a console error
 * (the CSP refuses inline styles). With scripts on, the app takes over in the same places: the
 * server's markup (apps/server/src/modules/seo/first-screen-*.ts) mirrors the app's components, so a
 * change to either that moves the header, hero or cards shows here.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, horizontalOverflow, screenshot, test, watchErrors } from './fixtures.ts';

const LANDMARKS = ['.site-header', '.hero__title', '.case-section__title', '.case-card'];

/** Position and size (px) of the first element of each landmark. */
const boxes = (page: Page) =>
  page.evaluate(
    (selectors) =>
      selectors.map((s) => {
        const r = document.querySelector(s)?.getBoundingClientRect();
        return r ? [r.x, r.y, r.width, r.height].map(Math.round) : null;
      }),
    LANDMARKS,
  );

async function open(browser: Browser, baseURL: string, width: number, scripts: boolean) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: scripts,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

for (const width of [360, 1280]) {
  test(`at ${width} px the HTML alone paints the front page where the app then renders it`, async ({
    browser,
    baseURL,
  }) => {
    const html = await open(browser, baseURL!, width, false);
    await html.page.goto('/');
    await expect(html.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html.page.getByRole('heading', { name: 'Популярные' })).toBeVisible();
    const cards = html.page.locator('a.case-card');
    expect(await cards.count()).toBeGreaterThan(5);
    await expect(cards.first()).toHaveAttribute('href', /^\/open\/[\w-]+$/);
    await expect(cards.first().locator('.case-card__art > img')).toBeVisible();
    await expect(cards.first().locator('.case-card__price')).toHaveText(/₽|Бесплатно/);
    expect(await horizontalOverflow(html.page)).toBeLessThanOrEqual(0);
    await screenshot(html.page, `first-paint-html-${width}`);
    const painted = await boxes(html.page);

    const app = await open(browser, baseURL!, width, true);
    await app.page.goto('/');
    // The app has taken over when the cards are React's.
    await app.page.waitForFunction(() =>
      Object.keys(document.querySelector('.case-card') ?? {}).some((k) =>
        k.startsWith('__reactFiber$'),
      ),
    );
    const rendered = await boxes(app.page);
    for (const [i, box] of painted.entries()) {
      expect(box, LANDMARKS[i]).not.toBeNull();
      for (const [j, v] of box!.entries())
        expect(Math.abs(v - rendered[i]![j]!), `${LANDMARKS[i]} [${j}]`).toBeLessThanOrEqual(2);
    }
    expect([...html.errors, ...app.errors]).toEqual([]);
    await html.context.close();
    await app.context.close();
  });
}

test('/en paints in English with /en links before any script', async ({ browser, baseURL }) => {
  const { page, context } = await open(browser, baseURL!, 1280, false);
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Top up balance' })).toHaveAttribute(
    'href',
    '/en/refill',
  );
  const first = page.locator('a.case-card').first();
  await expect(first).toHaveAttribute('href', /^\/en\/open\/[\w-]+$/);
  await context.close();
});

test('before the take-over / loads at most 150 KB of compressed scripts, without zod or any page’s texts', async ({
  request,
}) => {
  // What the browser fetches before the app can render: the entry, its static imports (Vite's
  // modulepreloads) and the page language's texts (the server's modulepreload).
  const html = await (await request.get('/')).text();
  const scripts = [
    ...new Set(
      [
        ...html.matchAll(
          /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g,
        ),
      ].map((m) => m[1]!),
    ),
  ];
  const named = (prefix: string) => scripts.filter((s) => s.startsWith(`/assets/${prefix}-`));
  expect(named('zod'), 'zod loads with the first answer to check, not with the entry').toEqual([]);
  expect(named('ru'), 'only the shell’s Russian texts').toHaveLength(1);
  expect(named('en')).toEqual([]);
  let bytes = 0;
  for (const src of scripts) {
    const res = await request.get(src, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers()['content-encoding'], src).toBe('br');
    bytes += Number(res.headers()['content-length']);
  }
  expect(bytes / 1024).toBeLessThanOrEqual(150);
});

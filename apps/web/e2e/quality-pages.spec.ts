/**
 * The front page and the header as a newcomer sees them (issue 31 "Pages"): at 360 × 640 the first
 * screen shows cases, not only the header, live strip and hero, and the header keeps its controls in
 * one row beside the logo (at 320 px too, each control whole); at 768 px every item of the menu bar is whole, none cut at either end.
 * Screenshots of the front page at 360, 768 and 1280 px go to e2e/screenshots.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  horizontalOverflow,
  screenshot,
  signInContext,
  test,
  waitForTakeOver,
} from './fixtures.ts';

/** Where the header's controls sit: the header's height and each control's vertical span. */
async function headerRows(page: Page) {
  const banner = page.getByRole('banner');
  const box = await banner.boundingBox();
  const spans = await banner.locator('a:visible, button:visible').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.textContent?.trim() ?? '', top: r.top, bottom: r.bottom, right: r.right };
    }),
  );
  return { height: box?.height ?? 0, spans };
}

/** Checks the `width` × 640 first screen of the front page; `name` names the screenshot. */
async function expectCasesOnFirstScreen(page: Page, name: string, width = 360): Promise<void> {
  await page.setViewportSize({ width, height: 640 });
  await page.goto('/');
  // The server's first screen shows the cards before the app has rendered its menu bar: measure the
  // app's page.
  await waitForTakeOver(page);
  const firstCard = page.locator('main .case-grid > *').first();
  await expect(firstCard).toBeVisible();
  const menuBar = page.getByRole('navigation', { name: 'Мобильное меню' });
  await expect(menuBar).toBeVisible();
  // One row: every control of the header lies within one band as tall as the logo row.
  const { height, spans } = await headerRows(page);
  expect.soft(height, 'header height').toBeLessThanOrEqual(64);
  const top = Math.min(...spans.map((s) => s.top));
  for (const s of spans) {
    expect.soft(s.bottom - top, `"${s.name}" in the header row`).toBeLessThan(56);
    expect.soft(s.right, `"${s.name}" whole inside ${width} px`).toBeLessThanOrEqual(width);
  }
  // The first row of cases starts on the first screen, above the bottom menu bar, with room to see it.
  const bar = await menuBar.boundingBox();
  const card = await firstCard.boundingBox();
  expect
    .soft(card && bar && bar.y - card.y, 'first case card on screen')
    .toBeGreaterThanOrEqual(120);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, `front-page-${width}-${name}`);
}

/** Every link of the menu bar lies whole inside the 768 px viewport. */
async function expectWholeMenuAt768(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/');
  await waitForTakeOver(page);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  const links = menu.getByRole('link');
  await expect(links.first()).toBeVisible();
  await expect(links).toHaveCount(7);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    const label = await link.textContent();
    expect(box?.x, `${label} starts inside`).toBeGreaterThanOrEqual(0);
    expect(box && box.x + box.width, `${label} ends inside`).toBeLessThanOrEqual(768);
  }
  // Nothing hidden behind a scroll either.
  expect(await menu.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, `front-page-768-${name}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `front-page-1280-${name}`);
}

test('a visitor at 360 px sees cases on the first screen and a one-row header', async ({
  page,
}) => {
  await expectCasesOnFirstScreen(page, 'visitor');
});

test('a player at 360 px sees cases on the first screen and a one-row header', async ({
  page,
  player: _player,
}) => {
  await expectCasesOnFirstScreen(page, 'player');
});

test('at 320 px the header keeps every control whole in one row and nothing scrolls sideways, for a visitor and a player', async ({
  page,
  context,
  baseURL,
  api,
}) => {
  // The visitor's header holds the registration button; the timed case's card its widest clock.
  await expectCasesOnFirstScreen(page, 'visitor', 320);
  // The player's holds balance, coins and level.
  await signInContext(context, baseURL ?? '', (await api.fundedPlayer(674.97)).token);
  await expectCasesOnFirstScreen(page, 'player', 320);
});

test('at 768 px the menu bar shows every item whole, for a visitor and a player', async ({
  page,
  api,
  context,
  baseURL,
}) => {
  await expectWholeMenuAt768(page, 'visitor');
  const { token } = await api.fundedPlayer(500);
  await signInContext(context, baseURL ?? '', token);
  await expectWholeMenuAt768(page, 'player');
});

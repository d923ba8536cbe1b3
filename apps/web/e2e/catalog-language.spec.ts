/**
 * Catalog texts and item art in the browser (issue 9): /en shows sections, case names, labels and the
 * page title in English, / in Russian; item tiles name rarity and slot in the interface language and
 * print the item's name once; avatars never carry the player's id.
 */
import { expect, screenshot, test } from './fixtures.ts';

const cyrillic = /[\u0400-\u04ff]/;

test('/en names sections, cases and labels in English; / in Russian', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Starter, / })).toBeVisible();
  await expect(page.getByText('Hit of the Week')).toBeVisible();
  const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
  for (const h of headings) expect(h).not.toMatch(cyrillic);

  await page.goto('/en/open/starter');
  await expect(page.getByRole('heading', { level: 1, name: 'Starter' })).toBeVisible();
  await expect(page).toHaveTitle('“Starter” case — DOTA CASES');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Популярные' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Стартовый, / })).toBeVisible();
});

test('item tiles name rarity and slot in words and the item once', async ({ page }) => {
  for (const [path, words] of [
    ['/open/daily-gift', /Обычный · Голова/],
    ['/en/open/daily-gift', /Common · Head/],
  ] as const) {
    await page.goto(path);
    const tile = page.getByRole('article', { name: 'Murder Mask' });
    await expect(tile).toContainText(words);
    await expect(tile).not.toContainText('COMMON');
    expect((await tile.innerText()).split('Murder Mask').length - 1).toBe(1);
  }
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/open/arcana');
    await expect(page.getByRole('article', { name: 'Manifold Paradox' })).toBeVisible();
    await screenshot(page, `item-art-${width}`, { fullPage: true });
  }
});

test("a player's avatar address does not carry their id", async ({ page, api, player }) => {
  await page.goto('/profile');
  const userId = await api.userId(player.token);
  // The player's own avatar (the header's profile link; the live strip shows other players'): the
  // site's icon until the profile has loaded, then the avatar's address.
  const avatar = page
    .getByRole('banner')
    .getByRole('link', { name: 'Профиль', exact: true })
    .locator('img');
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/img\/avatars\/[0-9a-f]{20}\.svg$/);
  const src = (await avatar.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/img\/avatars\/[0-9a-f]{20}\.svg$/);
  expect(src).not.toBe(`/img/avatars/${userId}.svg`);
});

test("each Steam item of a case links to its Steam market listing; the shop's own vouchers do not", async ({
  page,
}) => {
  const detail = (await (await page.request.get('/v1/cases/daily-gift')).json()) as {
    items: { name: string; slot: string }[];
  };
  const steamItems = detail.items.filter((i) => i.slot !== 'voucher' && i.slot !== 'bundle');
  expect(steamItems.length).toBeGreaterThan(0);
  expect(steamItems.length).toBeLessThan(detail.items.length);

  await page.goto('/open/daily-gift');
  const links = page.getByRole('link', { name: /на торговой площадке Steam$/ });
  await expect(links).toHaveCount(steamItems.length);
  const first = steamItems[0]!;
  const link = page.getByRole('link', { name: `«${first.name}» на торговой площадке Steam` });
  await expect(link).toHaveAttribute(
    'href',
    `https://steamcommunity.com/market/listings/570/${encodeURIComponent(first.name)}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveText('Steam');

  await page.goto('/en/open/daily-gift');
  await expect(
    page.getByRole('link', { name: `“${first.name}” on the Steam Community Market` }),
  ).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'open-market-links-360');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

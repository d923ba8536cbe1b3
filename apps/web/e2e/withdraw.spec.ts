/**
 * Realtime events and Steam withdrawals in a real browser (spec 001 §4 Item withdrawal, spec 000 §7
 * Real-time): a player saves a trade link on the profile, withdraws an item and watches it reach
 * STEAM_WITHDRAWN over the socket without reloading; a visitor sees a new live drop pushed into the
 * strip. The server runs a fast simulated Steam bot that never fails (playwright.config.ts).
 */
import { TRADE_LINK, expect, inventoryRegion, test, waitForPost, watchErrors } from './fixtures.ts';

test('a player sets a trade link and withdraws an item to Steam, watching its status live', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page);
  const { drop } = await api.openCheapestCase(player.token);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);

  // The Steam panel checks the link before sending it, then saves it.
  const steam = page.getByRole('region', { name: 'Steam' });
  const link = steam.getByRole('textbox', { name: 'Трейд-ссылка Steam' });
  await link.fill('https://example.com/not-a-trade-link');
  await steam.getByRole('form', { name: 'Трейд-ссылка Steam' }).getByRole('button').click();
  await expect(steam.getByText('Это не похоже на трейд-ссылку Steam')).toBeVisible();
  await link.fill(TRADE_LINK);
  const saved = waitForPost(page, '/v1/users/set/steam/data');
  await steam.getByRole('form', { name: 'Трейд-ссылка Steam' }).getByRole('button').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Трейд-ссылка сохранена')).toBeVisible();

  // Withdraw: PREPARING at once, then STEAM_WITHDRAWN pushed over the socket (no reload).
  const tile = inventoryRegion(page).getByRole('article', { name: drop.name });
  await tile.getByRole('button', { name: `Вывести «${drop.name}» в Steam` }).click();
  await expect(page.getByText('Предмет поставлен в очередь на вывод')).toBeVisible();
  await expect(tile.getByRole('status')).toContainText('Готовится к отправке');
  // The offer goes out now (the server's test hook, not the bot's hour); accepted, pushed over the socket.
  expect(await api.runDue('withdrawals')).toBeGreaterThan(0);
  await expect(tile.getByRole('status')).toHaveText('Выведен в Steam');
  await expect(tile.getByRole('button', { name: /Продать/ })).toHaveCount(0);

  const body = await api.inventory(player.token, 'withdrawal');
  expect(body.items.find((i) => i.id === drop.inventoryItemId)?.status).toBe('STEAM_WITHDRAWN');
  expect(errors).toEqual([]);
});

test('a visitor on the front page sees a new live drop pushed into the strip', async ({
  browser,
  api,
  baseURL,
}) => {
  const visitorContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const visitor = await visitorContext.newPage();
  const errors = watchErrors(visitor);
  await visitor.goto('/');
  const strip = visitor.getByRole('region', { name: 'Живая лента' });
  await expect(strip).toBeVisible();

  const opener = await api.fundedPlayer(500);
  const { nickname } = await api.me(opener.token);
  const { cheapest, drop } = await api.openCheapestCase(opener.token);

  // Pushed 7 s after the opening; the strip's fallback poll is slower (30 s).
  await expect(strip.getByTitle(`${drop.name} — ${nickname} (${cheapest.name})`)).toBeVisible({
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
  await visitorContext.close();
});

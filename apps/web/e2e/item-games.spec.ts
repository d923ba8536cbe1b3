/**
 * The item games in Chromium (issue 11): an upgrade whose wheel stops where the provably-fair check
 * recomputes the roll; a contract whose result is found in the inventory; and, with the techies flag
 * on (playwright.config.ts), a Techies mines game resumed after a reload and cashed out.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForPost, watchErrors } from './fixtures.ts';

/** The player's pick tiles in the "Ваши предметы" list of the page. */
const ownTiles = (page: Page) =>
  page.getByRole('region', { name: 'Ваши предметы' }).getByRole('button', { name: /₽$/ });

test('a player upgrades an item and the wheel stops where the verifier says', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  await api.openCheapestCase(player.token, 2);
  await page.goto('/upgrades');
  await expect(page.getByRole('heading', { level: 1, name: 'Апгрейд' })).toBeVisible();
  await ownTiles(page).first().click();
  await page
    .getByRole('group', { name: 'Быстрый выбор цели' })
    .getByRole('button', { name: '×1.5' })
    .click();
  const chance = page.getByTestId('upgrade-chance');
  await expect(chance).toHaveText(/%$/);
  const shown = await chance.textContent();

  const answer = waitForPost(page, '/v1/upgrades/upgrade-items');
  await page.getByRole('button', { name: 'Улучшить' }).click();
  const response = await answer;
  const res = (await response.json()) as {
    success: boolean;
    chance: number;
    roll: number;
  };
  // The chance the page showed is the chance the server rolled against, and the page sent it.
  expect(shown).toBe(`${(res.chance * 100).toFixed(2)} %`);
  expect((response.request().postDataJSON() as { chance: number }).chance).toBe(res.chance);
  await expect(
    page.getByRole('heading', { name: res.success ? 'Апгрейд удался' : 'Апгрейд не удался' }),
  ).toBeVisible({ timeout: 15_000 });
  const wheel = page.getByRole('img', { name: /Колесо апгрейда/ });
  expect(Number(await wheel.getAttribute('data-roll'))).toBe(res.roll);
  const angle = await wheel.getAttribute('data-angle');
  // The pointer's resting angle: on the gold arc [0, chance × 360°) exactly when the upgrade won.
  expect(Number(angle) < res.chance * 360).toBe(res.success);

  // Reveal the pair, then the result's own check link recomputes the roll in the browser.
  await api.rotateSeed(player.token);
  await page.getByRole('link', { name: 'Проверить результат' }).click();
  await expect(page.getByRole('tab', { name: 'Апгрейд' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('computed-roll')).toHaveText(String(res.roll));
  await expect(page.getByTestId('computed-angle')).toHaveText(`${angle}°`);
  await expect(page.getByTestId('computed-hash')).toContainText('✓');
  await expect(page.getByTestId('upgrade-verdict')).toHaveText(
    res.success ? /— апгрейд удался$/ : /не удался$/,
  );
  expect(errors).toEqual([]);
});

test('a target repriced since the page loaded is not rolled: the page says so and drops the pick', async ({
  page,
  api,
  player,
}) => {
  await api.openCheapestCase(player.token, 1);
  // The page is shown every target 10 % cheaper than the catalog prices it by the time of the request.
  // The page cancels a list request a newer one replaces (the ×1.5 choice asks again): its answer is disposed and
  // nobody waits for it, so only that error is let go; the requests the page keeps are all answered repriced.
  const cancelled = (err: unknown) => /disposed/i.test(String(err));
  await page.route(/\/v1\/unique-items/, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { items: { price_data: { price: number } }[] };
      for (const i of body.items) i.price_data.price = Math.round(i.price_data.price * 90) / 100;
      await route.fulfill({ response, json: body });
    } catch (err) {
      if (!cancelled(err)) throw err;
    }
  });
  await page.goto('/upgrades');
  await ownTiles(page).first().click();
  await page
    .getByRole('group', { name: 'Быстрый выбор цели' })
    .getByRole('button', { name: '×1.5' })
    .click();
  await expect(page.getByTestId('upgrade-chance')).toHaveText(/%$/);

  const answer = waitForPost(page, '/v1/upgrades/upgrade-items');
  await page.getByRole('button', { name: 'Улучшить' }).click();
  const response = await answer;
  expect([
    response.status(),
    ((await response.json()) as { data: { code: string } }).data.code,
  ]).toEqual([409, 'upgrade_not_found_outdated']);
  await expect(page.getByText('Предмет изменился или пропал — обновите списки')).toBeVisible();
  // The stale pick is dropped, and the item was not staked.
  await expect(ownTiles(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Улучшить' })).toBeDisabled();
  expect((await api.inventory(player.token, 'active')).items).toHaveLength(1);
});

test('a player signs a contract and finds the result in the inventory', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  await api.openCheapestCase(player.token, 5);
  await page.goto('/contract/');
  await expect(page).toHaveURL((url) => url.pathname === '/contract');
  await expect(page.getByRole('heading', { name: 'Что может выпасть' })).toBeVisible();
  await page.getByRole('button', { name: 'Выбрать все' }).click();
  await expect(ownTiles(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(5);

  const answer = waitForPost(page, '/v1/contracts/sign');
  await page.getByRole('button', { name: 'Подписать контракт' }).click();
  const res = (await (await answer).json()) as { item: { id: string; name: string } };
  await expect(page.getByRole('heading', { name: 'Контракт подписан' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Контракт подписан' });
  await expect(result.getByRole('article', { name: res.item.name })).toBeVisible();

  const active = await api.inventory(player.token, 'active');
  expect(active.items.map((i) => i.id)).toContain(res.item.id);
  expect(active.items).toHaveLength(1);
  await page.goto('/profile');
  await expect(page.getByRole('article', { name: res.item.name }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('with the techies flag on, a mines game is resumed after a reload and cashed out', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  await page.goto('/techies');
  await expect(page).toHaveURL((url) => url.pathname === '/sapper');
  await expect(page.getByRole('heading', { name: 'Мины Течиса' })).toBeVisible();
  const oneMine = page
    .getByRole('group', { name: 'Мин на поле' })
    .getByRole('button', { name: '1', exact: true });
  await oneMine.click();
  // The game starts with the count the page shows chosen: wait for it (a start with the default 3
  // mines would pay another multiplier).
  await expect(oneMine).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Ставка, ₽').fill('10');
  const before = await api.balance(player.token);

  // One mine in 25 cells: the first cell is safe 24 times in 25; start again after a rare mine.
  let safeCell = -1;
  let bets = 0;
  for (let attempt = 0; attempt < 6 && safeCell < 0; attempt += 1) {
    const started = waitForPost(page, '/v1/sapper/start');
    await page.getByRole('button', { name: 'Начать игру' }).click();
    expect((await started).status()).toBe(200);
    bets += 1;
    const cell = (attempt * 7) % 25;
    const answer = waitForPost(page, '/v1/sapper/reveal');
    await page.getByRole('button', { name: `Клетка ${cell + 1}`, exact: true }).click();
    const res = (await (await answer).json()) as { game: { status: string } };
    if (res.game.status === 'open') safeCell = cell;
    else await expect(page.getByText('Бум! Мина Течиса')).toBeVisible();
  }
  expect(safeCell).toBeGreaterThanOrEqual(0);

  await page.reload();
  const cellButton = page.getByRole('button', { name: `Клетка ${safeCell + 1}`, exact: true });
  await expect(cellButton).toHaveAttribute('data-state', 'safe');
  const cashOut = page.getByRole('button', { name: /Забрать/ });
  await expect(cashOut).toContainText(/10(,00)?\s₽/);
  const answer = waitForPost(page, '/v1/sapper/cashout');
  await cashOut.click();
  const res = (await (await answer).json()) as { game: { payout: number } };
  expect(res.game.payout).toBe(10);
  await expect(page.getByRole('status').filter({ hasText: 'Выигрыш' })).toContainText(
    /10(,00)?\s₽/,
  );
  await expect(page.getByText('совпадает с хешем до игры ✓')).toBeVisible();
  expect(await api.balance(player.token)).toBe(Math.round((before - 10 * bets + 10) * 100) / 100);
  expect(errors).toEqual([]);
});

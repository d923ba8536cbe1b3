/**
 * The contract and mines tabs of /provably-fair/check (issue 11 "Fairness"): a contract signed and a
 * Techies mines game played through the API (the techies flag is on in playwright.config.ts), the
 * pair revealed by a rotation, then the tab opened with the outcome's inputs recomputes in the
 * browser exactly what the server answered. The upgrade tab is covered in item-games.spec.ts.
 */
import type { APIRequestContext } from '@playwright/test';
import { formatAmount } from '@cases/domain/format';
import type { ContractInfoResponse, ContractSignResponse } from '@cases/domain/api/contracts';
import type { SapperGameResponse } from '@cases/domain/api/sapper';
import { expect, test, watchErrors } from './fixtures.ts';

/** POSTs `data` to `url` as the player; expects 200 and returns the body. */
async function postAs<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: object = {},
): Promise<T> {
  const res = await request.post(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data,
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

test('a signed contract is recomputed on the contract tab from the revealed seed', async ({
  page,
  api,
  player,
  request,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  await api.openCheapestCase(player.token, 5);
  const { items } = await api.inventory(player.token, 'active');
  const res = await postAs<ContractSignResponse>(request, player.token, '/v1/contracts/sign', {
    item_ids: items.map((i) => i.id),
  });
  const info = (await (await request.get('/v1/contracts/info')).json()) as ContractInfoResponse;
  const band = info.bands[res.band]!;
  const serverSeed = await api.rotateSeed(player.token);

  await page.goto('/provably-fair/check');
  const tab = page.getByRole('tab', { name: 'Контракт' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]game=contract\b/);
  const form = page.getByRole('form', { name: 'Данные для проверки' });
  await form.getByLabel('Серверный сид').fill(serverSeed);
  await form.getByLabel('Клиентский сид').fill(res.client_seed);
  await form.getByLabel('Nonce', { exact: true }).fill(String(res.nonce));
  await form.getByLabel('Стоимость предметов контракта, ₽').fill(String(res.input_value));

  await expect(page.getByTestId('computed-hash')).toHaveText(res.server_seed_hash);
  await expect(page.getByTestId('computed-band')).toHaveText(`×${band.from} – ×${band.to}`);
  await expect(page.getByTestId('computed-multiplier')).toHaveText(String(res.multiplier));
  await expect(page.getByTestId('computed-value')).toHaveText(`${formatAmount(res.value)}\u00a0₽`);
  expect(errors).toEqual([]);
});

test('with the techies flag on, a mines game is recomputed on the mines tab from the revealed seed', async ({
  page,
  api,
  player,
  request,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  const play = <T>(url: string, data?: object) => postAs<T>(request, player.token, url, data);
  await play<SapperGameResponse>('/v1/sapper/start', { amount: 10, mines: 3 });
  // One click: a mine ends the game; a safe cell is cashed out. Either way the layout is revealed.
  let { game } = await play<SapperGameResponse>('/v1/sapper/reveal', { cell: 12 });
  if (game.status === 'open') ({ game } = await play<SapperGameResponse>('/v1/sapper/cashout'));
  expect(['lost', 'cashed']).toContain(game.status);
  const layout = game.mines_layout!;
  expect(layout).toHaveLength(3);
  expect(layout.includes(12)).toBe(game.status === 'lost');
  const serverSeed = await api.rotateSeed(player.token);

  // The game's own "check" link: the pair named by its hash, the seed looked up once revealed.
  const query = new URLSearchParams({
    game: 'mines',
    hash: game.server_seed_hash,
    clientSeed: game.client_seed,
    nonce: String(game.nonce),
    mines: String(game.mines),
    salt: game.salt!,
  });
  await page.goto(`/provably-fair/check?${query}`);
  await expect(page.getByRole('tab', { name: 'Мины' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Данные для проверки' });
  await expect(form.getByLabel('Серверный сид')).toHaveValue(serverSeed);
  await expect(page.getByTestId('computed-hash')).toContainText('✓');
  await expect(page.getByTestId('computed-layout')).toHaveText(layout.join(','));
  await expect(page.getByTestId('computed-layout-hash')).toHaveText(game.layout_hash);
  expect(errors).toEqual([]);
});

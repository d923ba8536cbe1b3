/**
 * Case battles in three browsers (issue 10): one player creates a 1v1 in the picker, a second sees it
 * appear in the live list and joins, a visitor spectates and both players see the spectator count; both
 * players watch the same rounds and the same winner; the winner sells everything at once (quick sale).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import {
  dismissOverlays,
  expect,
  screenshot,
  signInContext,
  test,
  watchErrors,
  type Player,
} from './fixtures.ts';

interface BattleWire {
  status: string;
  winner_seats: number[];
  members: { seat: number; client_seed: string; user: { nickname: string } | null }[];
}

async function contextFor(
  browser: Browser,
  baseURL: string,
  player?: Player,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await dismissOverlays(context);
  if (player) await signInContext(context, baseURL, player.token);
  return context;
}

test('two players battle, a visitor watches, the winner sells all', async ({
  browser,
  api,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? '';
  const [alice, bob] = await Promise.all([api.fundedPlayer(2_000), api.fundedPlayer(2_000)]);
  const [ctxA, ctxB, ctxC] = await Promise.all([
    contextFor(browser, base, alice),
    contextFor(browser, base, bob),
    contextFor(browser, base),
  ]);
  const [a, b, c] = await Promise.all([ctxA.newPage(), ctxB.newPage(), ctxC.newPage()]);
  const errors = [...watchErrors(a), ...watchErrors(b), ...watchErrors(c)];

  // Bob watches the list; Alice builds a two-round 1v1 in the picker.
  await b.goto('/battles');
  await expect(b.getByRole('heading', { name: 'Битвы кейсов' })).toBeVisible();
  await a.goto('/battles/create');
  const add = a.getByRole('button', { name: /^Добавить раунд/ });
  await add.first().click();
  await add.first().click();
  await expect(a.getByText('2 раунда из 50', { exact: true })).toBeVisible();
  await a.getByRole('complementary').getByRole('button', { name: 'Создать битву' }).click();
  await expect(a).toHaveURL(/\/battles\/[0-9A-Z]{26}$/);
  const ulid = a.url().split('/').pop()!;
  await expect(a.getByText('Ожидает', { exact: true })).toBeVisible();

  // The new battle appears in Bob's list without a reload; the visitor opens it and is counted.
  const card = b.getByRole('article', { name: /Битва 1 на 1, 2 раунда/ });
  await expect(card).toBeVisible();
  await c.goto(`/battles/${ulid}`);
  await expect(a.getByTestId('spectators')).toHaveText('1 зритель');
  await expect(c.getByTestId('spectators')).toHaveText('1 зритель');

  // The emoji are pictures, drawn on any system (issue 48: glyphs were empty boxes without an emoji font).
  const bar = a.getByRole('group', { name: 'Эмодзи' });
  await expect(bar.getByRole('button')).toHaveCount(8);
  const fireButton = bar.getByRole('button', { name: 'Огонь' });
  await expect(fireButton).toHaveText('');
  await expect
    .poll(() => fireButton.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const sent = a.waitForResponse((r) => r.url().endsWith('/battles-api/emoji'));
  await fireButton.click();
  expect((await sent).status()).toBe(200);
  await bar.scrollIntoViewIfNeeded();
  await screenshot(a, 'battle-emoji-bar');

  await card.getByRole('link', { name: 'Войти' }).click();
  await expect(b).toHaveURL(new RegExp(`/battles/${ulid}$`));
  // Bob takes the seat with a client seed of his own; a bad one is refused before anything is sent.
  const seed = b.getByLabel('Клиентский сид (необязательно)');
  await seed.fill('not a seed!');
  await expect(b.getByText('1–64 символа: латинские буквы, цифры, _ или -')).toBeVisible();
  await expect(b.getByRole('button', { name: 'Занять место' })).toHaveCount(0);
  await seed.fill('bob-seed-42');
  await b.getByRole('button', { name: 'Занять место' }).click();

  // Everyone sees it start, spin both rounds and end with the same winner. The rounds run on the
  // server's clock (two of 5 s): the three pages are looked at together, so that waiting on a slow
  // one does not use up the others' time while the battle runs.
  await Promise.all(
    [a, b, c].map((p) => expect(p.getByText('Идёт', { exact: true })).toBeVisible()),
  );
  await Promise.all(
    [a, b, c].map((p) =>
      expect(p.getByRole('heading', { name: /Вы победили!|Победитель:/ })).toBeVisible({
        timeout: 40_000,
      }),
    ),
  );
  const res = await a.request.get(`/battles-api/battle?ulid=${ulid}`);
  const battle = ((await res.json()) as { battle: BattleWire }).battle;
  expect(battle.status).toBe('finished');
  expect(battle.members.find((m) => m.seat === 2)?.client_seed).toBe('bob-seed-42');
  const winner = battle.members.find((m) => m.seat === battle.winner_seats[0])!.user!.nickname;
  const alicesName = (await api.me(alice.token)).nickname;
  const [winnerPage, loserPage] = winner === alicesName ? [a, b] : [b, a];
  await expect(winnerPage.getByRole('heading', { name: 'Вы победили!' })).toBeVisible();
  await expect(loserPage.getByRole('heading', { name: `Победитель: ${winner}` })).toBeVisible();
  await expect(c.getByRole('heading', { name: `Победитель: ${winner}` })).toBeVisible();
  for (const seat of [1, 2]) {
    const total = (await a.getByTestId(`seat-total-${seat}`).textContent()) ?? '';
    for (const p of [b, c]) await expect(p.getByTestId(`seat-total-${seat}`)).toHaveText(total);
  }

  // The winner sells everything at once.
  const winnerToken = winner === alicesName ? alice.token : bob.token;
  const before = await api.balance(winnerToken);
  await winnerPage.getByRole('button', { name: /Продать всё за/ }).click();
  await expect(winnerPage.getByText(/^Продано на /)).toBeVisible();
  expect(await api.balance(winnerToken)).toBeGreaterThan(before);
  expect(errors).toEqual([]);
  await Promise.all([ctxA.close(), ctxB.close(), ctxC.close()]);
});

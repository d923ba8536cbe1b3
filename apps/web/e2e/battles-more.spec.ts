/**
 * More of the case battles in the browser (issue 10), beyond battles.spec.ts: the battle tab of
 * /provably-fair/check recomputes a finished battle (reached from the battle page's fairness panel);
 * the picker creates a private crazy 2v2 that another player only reaches by its link; a reload in the
 * middle of the rounds resumes at the round due; and the live list's price sorting flips its order.
 * Every battle left waiting is cancelled at the end, so later specs see a clean live list.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { BattleViewWire } from '@cases/domain/api/battles';
import { formatAmount } from '@cases/domain/format';
import { BATTLES_API, battleAuth, battleCases, battlePost } from './battle-api.ts';
import { dismissOverlays, expect, signInContext, test, watchErrors } from './fixtures.ts';

const B = BATTLES_API;
const auth = battleAuth;
const price = (roubles: number) => `${formatAmount(roubles)}\u00a0₽`;

const create = async (request: APIRequestContext, token: string, body: object) =>
  (await battlePost<{ battle_ulid: string }>(request, token, '/battles', body)).battle_ulid;

async function getBattle(request: APIRequestContext, token: string, ulid: string) {
  const res = await request.get(`${B}/battle?ulid=${ulid}`, { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { battle: BattleViewWire }).battle;
}

/** Polls until the battle has finished (every round due); returns it. */
async function finished(request: APIRequestContext, token: string, ulid: string) {
  await expect
    .poll(async () => (await getBattle(request, token, ulid)).status, { timeout: 60_000 })
    .toBe('finished');
  return getBattle(request, token, ulid);
}

/** The names of a seat's drops on the battle page, newest first. */
const seatDrops = (page: Page, seat: number) =>
  page
    .getByRole('region', { name: `Место ${seat}` })
    .getByRole('list', { name: 'Выпавшие предметы' })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));

test('the battle tab recomputes a finished 2v2 crazy battle from its fairness panel link', async ({
  page,
  api,
  player,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page, { failedResponses: true });
  await api.topUp(player.token, 2_000);
  const [cheap] = await battleCases(request);
  const ulid = await create(request, player.token, {
    case_ids: [cheap!.id, cheap!.id],
    seats: 4,
    teams: true,
    is_crazy: true,
  });
  await battlePost(request, player.token, '/start', { battle_ulid: ulid });
  // Its rounds all due now (the server's test hook) rather than played out on the clock. The battle has its
  // own server seed, revealed when it finishes: no rotation of the player's pair.
  expect(await api.runDue('battles')).toBeGreaterThan(0);
  const battle = await getBattle(request, player.token, ulid);
  expect(battle.status).toBe('finished');
  expect(battle.server_seed).toMatch(/^[0-9a-f]{64}$/);
  expect(battle.rounds).toHaveLength(2);

  await page.goto(`/battles/${ulid}`);
  await page.getByText('Честная игра', { exact: true }).click();
  await page.getByRole('link', { name: 'Проверить битву' }).click();
  await expect(page).toHaveURL(new RegExp(`/provably-fair/check\\?game=battle&battle=${ulid}$`));
  await expect(page.getByRole('tab', { name: 'Битвы' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`${battle.server_seed_hash} ✓`)).toBeVisible();
  await expect(page.getByTestId('battle-public-seed')).toHaveText(`${battle.public_seed} ✓`);
  const winners = battle.winner_seats.join(' \\+ ');
  await expect(page.getByTestId('battle-winner')).toHaveText(new RegExp(`^место ${winners} ✓`));

  // Every seat's roll and drop in every round, then the totals, as the server answered them.
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const round of battle.rounds) {
    const cells = rows.nth(round.round).locator('td');
    await expect(cells).toHaveCount(4);
    for (const d of round.drops)
      await expect(cells.nth(d.seat - 1)).toHaveText(`${d.roll.toFixed(8)} · ${d.item.name} ✓`);
  }
  const seats = [...battle.members].sort((a, b) => a.seat - b.seat);
  await expect(rows.nth(2).locator('td')).toHaveText(seats.map((m) => price(m.total)));
  await expect(page.getByText('✗')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a private crazy 2v2 made in the picker: its marks and layout, absent from the list, open by link', async ({
  page,
  api,
  player,
  request,
  browser,
  baseURL,
}) => {
  // Two players' pages and eight page loads: CI's loaded machine ran it past the plain 90 s.
  test.slow();
  const base = baseURL ?? '';
  const [cheap] = await battleCases(request);
  await page.goto('/battles/create');
  await page
    .getByRole('button', { name: new RegExp(`^Добавить раунд: ${cheap!.name},`) })
    .first()
    .click();
  await expect(page.getByText('1 раунд из 50', { exact: true })).toBeVisible();
  const panel = page.getByRole('complementary');
  // The inputs are styled away: a player clicks their labels.
  for (const label of ['2 на 2', 'Приватная', 'Crazy'])
    await panel.getByText(label, { exact: true }).click();
  await expect(panel.getByRole('radio', { name: '2 на 2' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /Приватная/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /Crazy/ })).toBeChecked();
  await panel.getByRole('button', { name: 'Создать битву' }).click();
  await expect(page).toHaveURL(/\/battles\/[0-9A-Z]{26}$/);
  const ulid = page.url().split('/').pop()!;
  try {
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText('2 на 2');
    await expect(title.locator('.battle-badge--crazy')).toHaveText('Crazy');
    await expect(title).toContainText('Приватная');
    // Four seats, team 1 (seats 1, 2) on the left of team 2 (seats 3, 4).
    await expect(page.getByText('Команда 1 ·')).toBeVisible();
    await expect(page.getByText('Команда 2 ·')).toBeVisible();
    const box = async (seat: number) =>
      (await page.getByRole('region', { name: `Место ${seat}` }).boundingBox())!;
    const [s1, s2, s3, s4] = [await box(1), await box(2), await box(3), await box(4)];
    expect(Math.max(s1.x + s1.width, s2.x + s2.width)).toBeLessThanOrEqual(Math.min(s3.x, s4.x));
    const link = await page.getByRole('textbox', { name: 'Ссылка для друзей:' }).inputValue();
    expect(link).toMatch(new RegExp(`/battles/${ulid}\\?key=[0-9a-f]{32}$`));
    // The creator finds it among their private battles.
    await page.goto('/battles');
    await page.getByRole('tab', { name: 'Мои приватные' }).click();
    await expect(page.locator(`a[href="/battles/${ulid}"]`)).toBeVisible();

    // Another player: not in their list, 404 without the key, open with the link.
    const other = await api.quickRegister();
    const ctx = await browser.newContext({ baseURL: base, locale: 'ru-RU' });
    await dismissOverlays(ctx);
    await signInContext(ctx, base, other.token);
    const b = await ctx.newPage();
    const listed = b.waitForResponse((r) => r.url().includes(`${B}/battles?`) && r.ok(), {
      timeout: 60_000,
    });
    await b.goto('/battles');
    const ulids = ((await (await listed).json()) as { battles: { ulid: string }[] }).battles;
    expect(ulids.map((x) => x.ulid)).not.toContain(ulid);
    await expect(b.getByRole('heading', { name: 'Битвы кейсов' })).toBeVisible();
    await expect(b.locator(`a[href="/battles/${ulid}"]`)).toHaveCount(0);
    await b.getByRole('tab', { name: 'Мои приватные' }).click();
    await expect(b.getByText('Сейчас нет битв')).toBeVisible();
    await b.goto(`/battles/${ulid}`);
    await expect(b.getByRole('heading', { name: 'Битва не найдена' })).toBeVisible();
    await b.goto(link);
    await expect(b.getByRole('heading', { level: 1 })).toContainText('2 на 2');
    await expect(
      b.getByRole('heading', { level: 1 }).locator('.battle-badge--crazy'),
    ).toBeVisible();
    await expect(b.getByRole('button', { name: 'Занять место' })).toHaveCount(3);
    await ctx.close();
  } finally {
    await battlePost(request, player.token, '/cancel_start', { battle_ulid: ulid });
  }
});

test('a reload in the middle of the rounds resumes at the round due and ends with the same winner', async ({
  page,
  api,
  player,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page);
  await api.topUp(player.token, 2_000);
  const [cheap] = await battleCases(request);
  const ulid = await create(request, player.token, {
    case_ids: Array.from({ length: 5 }, () => cheap!.id),
    seats: 2,
  });
  await page.goto(`/battles/${ulid}`);
  await page.getByRole('button', { name: 'Позвать ботов и начать' }).click();
  const round = page.getByTestId('battle-round');
  await expect(round).toHaveText('Раунд 3 из 5', { timeout: 30_000 });
  await page.reload();
  // Read once, at the first paint of the battle: a page that restarted would show round 1 here.
  await expect(round).toBeVisible();
  const shown = Number(/Раунд (\d) из 5/.exec((await round.textContent()) ?? '')?.[1]);
  const early = [await seatDrops(page, 1), await seatDrops(page, 2)];
  expect(shown).toBeGreaterThanOrEqual(3);
  expect(early[0]!.length).toBeGreaterThanOrEqual(2);
  expect(early[1]).toHaveLength(early[0]!.length);

  const result = page.getByRole('heading', { name: /Вы победили!|Победитель:/ });
  await expect(result).toBeVisible({ timeout: 40_000 });
  await expect(round).toHaveText('Раунд 5 из 5');
  const battle = await finished(request, player.token, ulid);
  // The drops shown just after the reload were the first rounds' drops, newest first.
  for (const seat of [1, 2]) {
    const names = battle.rounds.map((r) => r.drops.find((d) => d.seat === seat)!.item.name);
    expect(early[seat - 1]).toEqual(names.slice(0, early[seat - 1]!.length).reverse());
    expect(await seatDrops(page, seat)).toEqual([...names].reverse());
    const total = battle.members.find((m) => m.seat === seat)!.total;
    await expect(page.getByTestId(`seat-total-${seat}`)).toHaveText(price(total));
  }
  const winner = battle.members.find((m) => m.seat === battle.winner_seats[0])!;
  await expect(result).toHaveText(
    winner.is_bot ? `Победитель: Бот ${winner.seat}` : 'Вы победили!',
  );
  expect(errors).toEqual([]);
});

test('sorting the live list by price flips the order of a cheap and a dear battle', async ({
  page,
  api,
  player,
  request,
}) => {
  await api.topUp(player.token, 2_000);
  const [cheap] = await battleCases(request);
  // The dear one first: newest first puts the cheap one ahead, priciest first the dear one.
  const dear = await create(request, player.token, {
    case_ids: [cheap!.id, cheap!.id, cheap!.id],
    seats: 3,
  });
  const low = await create(request, player.token, { case_ids: [cheap!.id], seats: 3 });
  try {
    const order = () =>
      page
        .locator('.battles-grid a[href^="/battles/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!))
        .then((all) => all.filter((u) => u === dear || u === low));
    const sort = page.getByRole('combobox', { name: /Сортировка/ });
    await page.goto('/battles');
    await expect.poll(order).toEqual([low, dear]);
    await sort.selectOption({ label: 'Сначала дорогие' });
    await expect.poll(order).toEqual([dear, low]);
    await sort.selectOption({ label: 'Сначала дешёвые' });
    await expect.poll(order).toEqual([low, dear]);
    await sort.selectOption({ label: 'Сначала старые' });
    await expect.poll(order).toEqual([dear, low]);
    // The "waiting" filter keeps both (nobody joined) and the chosen sort.
    await page.getByRole('tab', { name: 'Ждут игроков' }).click();
    await expect(page.getByRole('tab', { name: 'Ждут игроков' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect.poll(order).toEqual([dear, low]);
    await page.getByRole('tab', { name: 'Завершённые' }).click();
    await expect.poll(order).toEqual([]);
  } finally {
    for (const ulid of [dear, low])
      await battlePost(request, player.token, '/cancel_start', { battle_ulid: ulid });
  }
});

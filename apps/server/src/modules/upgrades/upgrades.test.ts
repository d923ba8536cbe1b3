/**
 * Upgrades (spec 001 §5, §7, §8; issue 11): targets, the won and the lost upgrade recomputed from the
 * revealed seed, the balance part, refusals that change nothing, 20 parallel upgrades of one item,
 * figures in the dashboard, the statistic and the footer strip; the ledger equals the balance throughout.
 */
import { roll, sha256Hex } from '@cases/domain/fairness';
import { upgradeChance } from '@cases/domain/upgrade';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/auth.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  nearestRow,
  ordinaryRows,
  putItems,
  type CatalogRow,
} from '../../test/inventory-fixtures.ts';
import {
  coinCheck,
  gameState,
  knownSeeds,
  postUpgrade,
  revealSeed,
  statusById,
} from '../../test/item-games-fixtures.ts';

const t = fileTestApp();
let catalog: CatalogRow[];
beforeAll(async () => {
  catalog = await ordinaryRows(t.db);
});

const EDGE = 0.08;
const post = (token: string, payload: object) => postUpgrade(t.app, token, payload);
const near = (kopecks: number) => nearestRow(catalog, kopecks);
/** A server seed whose `upgrade` roll at nonce 0 lies in [0.2, 0.7]. */
function middleSeed(): { seed: string; roll: number } {
  for (let i = 0; ; i += 1) {
    const seed = sha256Hex(`upgrade-test-${i}`);
    const r = roll(seed, 'known-client', 0, 'upgrade');
    if (r >= 0.2 && r <= 0.7) return { seed, roll: r };
  }
}
const state = (userId: string) => gameState(t.db, userId);

describe('targets (GET /v1/unique-items)', () => {
  it('lists ordinary catalog items with sorting, price range, search and pages', async () => {
    const get = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/unique-items?group=upgrade&${q}` })).json<{
        items: { id: string; name: string; quality: string; price_data: { price: number } }[];
        total: number;
      }>();
    const dear = await get('sort=expensive&per_page=5');
    expect(dear.total).toBe(catalog.length);
    expect(dear.items.map((i) => i.price_data.price)).toEqual(
      [...catalog]
        .sort((a, b) => b.price - a.price)
        .slice(0, 5)
        .map((c) => c.price / 100),
    );
    const cheap = await get('sort=cheap&per_page=3&page=2');
    const ascending = [...catalog].sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
    expect(cheap.items.map((i) => i.id)).toEqual(ascending.slice(3, 6).map((c) => c.id));
    const ranged = await get('price_from=100&price_to=200&per_page=60');
    expect(ranged.items.every((i) => i.price_data.price >= 100 && i.price_data.price <= 200)).toBe(
      true,
    );
    expect(ranged.total).toBe(catalog.filter((c) => c.price >= 10_000 && c.price <= 20_000).length);
    const found = await get(`search=${encodeURIComponent(dear.items[0]!.name.slice(0, 6))}`);
    expect(found.items.map((i) => i.id)).toContain(dear.items[0]!.id);
    expect(dear.items[0]).toMatchObject({
      price_data: { price: dear.items[0]!.price_data.price, market_price: expect.any(Number) },
      update_at: expect.any(String),
      image: expect.any(String),
    });
    for (const sort of ['old', 'new']) expect((await get(`sort=${sort}`)).items).toHaveLength(30);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/unique-items?sort=sideways' });
    expect(bad.statusCode).toBe(400);
  });

  it('publishes the terms the page computes the chance with', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/v1/upgrades/info' })).json();
    expect(info).toMatchObject({
      house_edge: EDGE,
      max_ratio: 80,
      min_chance: 0.001,
      max_chance: 0.9,
      badge_middle: 0.25,
      badge_high: 0.6,
      stake_cap: 15,
    });
  });
});

describe('an upgrade (POST /v1/upgrades/upgrade-items)', () => {
  it('wins: the stake is exchanged for the target, recomputed from the revealed seed', async () => {
    const p = await register(t.app);
    const { seed, roll: expected } = middleSeed();
    await knownSeeds(t.app, t.db, p.token, p.userId, seed);
    const stake = near(10_000);
    const target = catalog
      .filter((c) => c.price > stake.price)
      .sort((a, b) => a.price - b.price)
      .find((c) => upgradeChance(stake.price, c.price, EDGE) > expected)!;
    const [item] = await putItems(t.db, p.userId, [stake.id]);
    const res = await post(p.token, { item_ids: [item!.id], target_ids: [target.id] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      pity_prize: null,
      coins_prize: 0,
      chance: upgradeChance(stake.price, target.price, EDGE),
      roll: expected,
      server_seed_hash: sha256Hex(seed),
      client_seed: 'known-client',
      nonce: 0,
      stake_value: stake.price / 100,
      target_value: target.price / 100,
    });
    expect(body.win_prize.items).toHaveLength(1);
    expect(body.win_prize.items[0]).toMatchObject({
      item_id: target.id,
      source: 'Upgrade',
      status: 'progress',
    });
    const statuses = await statusById(t.db, p.userId);
    expect(statuses.get(item!.id)).toBe('EXCHANGED');
    expect(statuses.get(body.win_prize.items[0].id)).toBe('progress');
    // The revealed seed gives the same roll, and the roll is below the chance.
    const revealed = await revealSeed(t.app, p.token);
    expect(sha256Hex(revealed)).toBe(body.server_seed_hash);
    const recomputed = roll(revealed, body.client_seed, body.nonce, 'upgrade', 0);
    expect(recomputed).toBe(body.roll);
    expect(recomputed).toBeLessThan(body.chance);
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
  });

  it('loses: the stake is consumed, the pity prize and coins are paid through the ledger', async () => {
    const p = await register(t.app);
    const { seed, roll: expected } = middleSeed();
    await knownSeeds(t.app, t.db, p.token, p.userId, seed);
    const stake = near(105_000);
    const target = catalog
      .filter((c) => c.price <= stake.price * 80 && c.price > stake.price)
      .sort((a, b) => b.price - a.price)[0]!;
    const chance = upgradeChance(stake.price, target.price, EDGE);
    expect(chance).toBeLessThan(expected);
    const [item] = await putItems(t.db, p.userId, [stake.id]);
    const res = await post(p.token, { item_ids: [item!.id], target_ids: [target.id] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const pity = Math.floor(stake.price * 0.02);
    const pityItem = catalog
      .filter((c) => c.price <= pity)
      .sort((a, b) => b.price - a.price || a.id.localeCompare(b.id))[0]!;
    expect(body).toMatchObject({
      success: false,
      win_prize: null,
      chance,
      roll: expected,
      coins_prize: Math.floor((stake.price * 10) / 10_000),
      pity_prize: {
        value: pity / 100,
        amount: (pity - pityItem.price) / 100,
        item: { item_id: pityItem.id, source: 'Upgrade', status: 'progress' },
      },
    });
    expect((await statusById(t.db, p.userId)).get(item!.id)).toBe('EXCHANGED');
    const revealed = await revealSeed(t.app, p.token);
    expect(roll(revealed, body.client_seed, body.nonce, 'upgrade', 0)).toBeGreaterThanOrEqual(
      body.chance,
    );
    const money = await ledgerCheck(t.db, p.userId);
    expect(money).toEqual({ balance: pity - pityItem.price, ledgerSum: pity - pityItem.price });
    const coins = await coinCheck(t.db, p.userId);
    expect(coins).toEqual({ coins: body.coins_prize, ledger: body.coins_prize });
    expect(body.coin_balance).toBe(body.coins_prize);
  });

  it('stakes part of the balance with an item, never the balance alone', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const stake = near(5_000);
    const [item] = await putItems(t.db, p.userId, [stake.id]);
    const target = near(40_000);
    const alone = await post(p.token, { target_ids: [target.id], balance_amount: 250.5 });
    expect([alone.statusCode, alone.json().data.code]).toEqual([
      400,
      'upgrade_select_inventory_item',
    ]);
    const res = await post(p.token, {
      item_ids: [item!.id],
      target_ids: [target.id],
      balance_amount: 250.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.stake_value).toBe((stake.price + 25_050) / 100);
    expect(body.chance).toBe(upgradeChance(stake.price + 25_050, target.price, EDGE));
    const rows = await queryRows<{ amount: string; reason: string }>(
      t.db,
      `select amount::text, reason from ledger where user_id = ${p.userId} and reason = 'upgrade'`,
    );
    expect(rows).toEqual([{ amount: '-25050', reason: 'upgrade' }]);
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
    expect(body.balance).toBe(money.balance / 100);
  });
});

describe('refusals change nothing (spec 001 §8)', () => {
  it('answers the spec codes, 404 for another player’s item, 409 for an item on its way out', async () => {
    const p = await register(t.app);
    const other = await register(t.app);
    await topUp(t.app, p.token, 100);
    const stake = near(10_000);
    const dear = catalog[catalog.length - 1]!;
    const [mine] = await putItems(t.db, p.userId, [stake.id]);
    const [withdrawing] = await putItems(t.db, p.userId, [stake.id], { status: 'PREPARING' });
    const [sold] = await putItems(t.db, p.userId, [stake.id], { status: 'selled' });
    const [queued] = await putItems(t.db, p.userId, [stake.id], { status: 'vendor waiting' });
    const [theirs] = await putItems(t.db, other.userId, [stake.id]);
    const higher = catalog.find((c) => c.price > stake.price * 2)!;
    const before = await state(p.userId);
    const theirsBefore = await state(other.userId);
    const cases: [object, number, string][] = [
      [{}, 400, 'upgrade_items_not_selected'],
      [{ target_ids: [higher.id] }, 400, 'upgrade_select_inventory_item'],
      [{ item_ids: [mine!.id] }, 400, 'upgrade_select_upgrade_item'],
      [
        { item_ids: [mine!.id], target_ids: [near(stake.price / 2).id] },
        400,
        'upgrade_item_dropped_sum_higher',
      ],
      [
        { item_ids: [mine!.id], target_ids: [dear.id, dear.id] },
        400,
        'upgrade_multiplier_too_high',
      ],
      [{ item_ids: [theirs!.id], target_ids: [higher.id] }, 404, 'invalidItem'],
      [{ item_ids: ['999999999'], target_ids: [higher.id] }, 404, 'invalidItem'],
      [{ item_ids: [withdrawing!.id], target_ids: [higher.id] }, 409, 'upgrade_not_found_outdated'],
      [{ item_ids: [sold!.id], target_ids: [higher.id] }, 409, 'upgrade_not_found_outdated'],
      [{ item_ids: [queued!.id], target_ids: [higher.id] }, 409, 'upgrade_not_found_outdated'],
      [{ item_ids: [mine!.id], target_ids: ['no-such-item'] }, 409, 'upgrade_not_found_outdated'],
      [
        { item_ids: [mine!.id], target_ids: ['balance-bonus-50'] },
        409,
        'upgrade_not_found_outdated',
      ],
      [{ target_ids: [higher.id], balance_amount: 50 }, 400, 'upgrade_select_inventory_item'],
      [{ item_ids: [mine!.id], target_ids: [dear.id], balance_amount: 5000 }, 402, 'balance_error'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await post(p.token, payload);
      expect([JSON.stringify(payload), res.statusCode, res.json().data.code]).toEqual([
        JSON.stringify(payload),
        status,
        code,
      ]);
    }
    expect(await state(p.userId)).toEqual(before);
    expect(await state(other.userId)).toEqual(theirsBefore);
  });

  it('refuses a self-excluded player (403 self_excluded)', async () => {
    const p = await register(t.app);
    const [item] = await putItems(t.db, p.userId, [near(10_000).id]);
    await queryRows(
      t.db,
      `insert into self_exclusions (user_id, until) values (${p.userId}, now() + interval '1 day')`,
    );
    const before = await state(p.userId);
    const res = await post(p.token, { item_ids: [item!.id], target_ids: [near(30_000).id] });
    expect([res.statusCode, res.json().data.code]).toEqual([403, 'self_excluded']);
    expect(await state(p.userId)).toEqual(before);
  });
});

describe('concurrency', () => {
  it('20 parallel upgrades staking one item: exactly one happens', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    const stake = near(10_000);
    const [item] = await putItems(t.db, p.userId, [stake.id]);
    const target = near(30_000);
    // Twenty sessions of the same player, so the per-session guard does not decide it.
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () => issueToken(t.db, Number(p.userId), { ttlS: 3600 })),
    );
    const results = await Promise.all(
      tokens.map((token) => post(token, { item_ids: [item!.id], target_ids: [target.id] })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect([409, 503]).toContain(r.statusCode);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from upgrades where user_id = ${p.userId}`,
    );
    expect(count!.n).toBe(1);
    expect((await statusById(t.db, p.userId)).get(item!.id)).toBe('EXCHANGED');
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
    // One session: the others are told to wait (429 game_in_progress).
    const [second] = await putItems(t.db, p.userId, [stake.id]);
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(p.token, { item_ids: [second!.id], target_ids: [target.id] }),
      ),
    );
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 429).map((r) => r.json().data.code)).toEqual(
      Array(4).fill('game_in_progress'),
    );
  });
});

describe('figures', () => {
  it('counts upgrades in the history, the statistic, the dashboard and the footer strip', async () => {
    const p = await register(t.app);
    const items = await putItems(t.db, p.userId, [near(10_000).id, near(10_000).id]);
    const target = near(12_000);
    for (const item of items) {
      const res = await post(p.token, { item_ids: [item.id], target_ids: [target.id] });
      expect(res.statusCode).toBe(200);
    }
    const history = (
      await t.app.inject({ method: 'GET', url: '/v1/upgrades', headers: bearer(p.token) })
    ).json();
    expect(history.total).toBe(2);
    expect(history.items[0]).toMatchObject({
      stake_items: [{ id: near(10_000).id }],
      targets: [{ id: target.id }],
      server_seed_hash: expect.any(String),
    });
    const wins = history.items.filter((i: { success: boolean }) => i.success).length;
    const stat = (
      await t.app.inject({ method: 'GET', url: `/v1/upgrades/statistic?user_id=${p.userId}` })
    ).json();
    expect(stat).toEqual({
      all_count: 2,
      wins_count: wins,
      wins_percent: wins * 50,
      max_win: wins > 0 ? target.price / 100 : 0,
    });
    const dash = (
      await t.app.inject({ method: 'GET', url: `/v1/users/${p.userId}/dashboard?active` })
    ).json();
    expect(dash.upgrades_count).toBe(2);
    const [all] = await queryRows<{ n: number }>(t.db, 'select count(*)::int as n from upgrades');
    const footer = (await t.app.inject({ method: 'GET', url: '/v1/footer-stats' })).json();
    expect(footer.upgrades).toBe(all!.n);
    const site = (await t.app.inject({ method: 'GET', url: '/v1/upgrades/statistic' })).json();
    expect(site.all_count).toBe(all!.n);
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/upgrades/statistic?user_id=x' });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/upgrades' });
    expect(anonymous.statusCode).toBe(401);
  });
});

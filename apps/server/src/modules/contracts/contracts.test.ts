/**
 * Contracts (issue 11): the published distribution, a signed contract recomputed from the revealed seed
 * (band, multiplier, value, the dearest item within it and the credit), refusals that change nothing,
 * parallel signings of one item, the history, a coin per full 10 ₽ of input; the ledgers equal the
 * balances.
 */
import { contractDistribution, contractDraw, contractPrize } from '@cases/domain/contract';
import { sha256Hex } from '@cases/domain/fairness';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/auth.ts';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  nearestRow,
  ordinaryRows,
  putItems,
  type CatalogRow,
} from '../../test/inventory-fixtures.ts';
import { coinCheck, knownSeeds, revealSeed, statusById } from '../../test/item-games-fixtures.ts';

const t = fileTestApp();
let catalog: CatalogRow[];
beforeAll(async () => {
  catalog = await ordinaryRows(t.db);
});

const sign = (token: string, itemIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/contracts/sign',
    headers: bearer(token),
    payload: { item_ids: itemIds },
  });
const near = (kopecks: number) => nearestRow(catalog, kopecks);

describe('the published distribution (GET /v1/contracts/info)', () => {
  it('shows the bands, their chances, the edge and the expected return', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/v1/contracts/info' })).json();
    expect(info).toEqual({
      min_items: 3,
      max_items: 10,
      house_edge: 0.1,
      expected_return: 0.9,
      bands: [
        { from: 0.25, to: 0.5, chance: 0.4 },
        { from: 0.5, to: 1, chance: 0.3 },
        { from: 1, to: 2, chance: 0.25 },
        { from: 2, to: 4, chance: 0.05 },
      ],
      min_input: Math.ceil(catalog[0]!.price / 0.25) / 100,
    });
  });
});

describe('signing (POST /v1/contracts/sign)', () => {
  it('consumes the inputs and pays the drawn value as an item and a credit', async () => {
    const p = await register(t.app);
    const seed = sha256Hex('contract-test');
    await knownSeeds(t.app, t.db, p.token, p.userId, seed);
    const inputs = await putItems(t.db, p.userId, [
      near(30_000).id,
      near(50_000).id,
      near(20_000).id,
    ]);
    const inputValue = inputs.reduce((s, i) => s + i.price, 0);
    const res = await sign(
      p.token,
      inputs.map((i) => i.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const draw = contractDraw(
      { serverSeed: seed, clientSeed: 'known-client', nonce: 0 },
      inputValue,
      contractDistribution(0.1),
    );
    const prize = contractPrize(draw.valueKopecks, catalog);
    expect(body).toMatchObject({
      input_value: inputValue / 100,
      band: draw.band,
      band_roll: draw.bandRoll,
      position_roll: draw.positionRoll,
      multiplier: draw.multiplier,
      value: draw.valueKopecks / 100,
      credit: prize.creditKopecks / 100,
      server_seed_hash: sha256Hex(seed),
      client_seed: 'known-client',
      nonce: 0,
      item: { item_id: prize.item!.id, source: 'Contract', status: 'progress' },
    });
    const statuses = await statusById(t.db, p.userId);
    for (const i of inputs) expect(statuses.get(i.id)).toBe('EXCHANGED');
    expect(statuses.get(body.item.id)).toBe('progress');
    const money = await ledgerCheck(t.db, p.userId);
    expect(money).toEqual({ balance: prize.creditKopecks, ledgerSum: prize.creditKopecks });
    // Recomputed from the revealed seed.
    const revealed = await revealSeed(t.app, p.token);
    expect(sha256Hex(revealed)).toBe(body.server_seed_hash);
    expect(
      contractDraw(
        { serverSeed: revealed, clientSeed: body.client_seed, nonce: body.nonce },
        inputValue,
        contractDistribution(0.1),
      ).valueKopecks,
    ).toBe(Math.round(body.value * 100));
    const history = (
      await t.app.inject({ method: 'GET', url: '/v1/contracts', headers: bearer(p.token) })
    ).json();
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({
      input_value: inputValue / 100,
      value: body.value,
      item: { id: prize.item!.id },
    });
    expect(history.items[0].input_items).toHaveLength(3);
  });

  it('refuses wrong counts, cheap inputs, others’ and leaving items, changing nothing', async () => {
    const p = await register(t.app);
    const other = await register(t.app);
    const mine = await putItems(t.db, p.userId, Array(11).fill(near(30_000).id));
    const cheap = await putItems(t.db, p.userId, Array(3).fill(catalog[0]!.id));
    const [theirs] = await putItems(t.db, other.userId, [near(30_000).id]);
    const [leaving] = await putItems(t.db, p.userId, [near(30_000).id], { status: 'send' });
    const before = await statusById(t.db, p.userId);
    const ids = mine.map((i) => i.id);
    const cases: [string[], number, string][] = [
      [ids.slice(0, 2), 400, 'contract_items_count'],
      [[ids[0]!, ids[0]!, ids[0]!], 400, 'contract_items_count'],
      // Three of the cheapest item are worth 3× its price; the lowest band pays a quarter of that.
      [cheap.map((i) => i.id), 400, 'contract_value_too_low'],
      [[...ids.slice(0, 2), theirs!.id], 404, 'invalidItem'],
      [[...ids.slice(0, 2), leaving!.id], 409, 'upgrade_not_found_outdated'],
    ];
    for (const [itemIds, status, code] of cases) {
      const res = await sign(p.token, itemIds);
      expect([res.statusCode, res.json().data?.code]).toEqual([status, code]);
    }
    const tooMany = await sign(p.token, ids);
    expect(tooMany.statusCode).toBe(400);
    expect(await statusById(t.db, p.userId)).toEqual(before);
    const money = await ledgerCheck(t.db, p.userId);
    expect(money).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('signs one item into one contract when sessions race', async () => {
    const p = await register(t.app);
    const inputs = await putItems(t.db, p.userId, Array(3).fill(near(30_000).id));
    const tokens = await Promise.all(
      Array.from({ length: 10 }, () => issueToken(t.db, Number(p.userId), { ttlS: 3600 })),
    );
    const results = await Promise.all(
      tokens.map((token) =>
        sign(
          token,
          inputs.map((i) => i.id),
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from contracts where user_id = ${p.userId}`,
    );
    expect(count!.n).toBe(1);
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
  });

  it('credits a coin per full 10 ₽ of input, once, as contract_coins (issue 28)', async () => {
    const p = await register(t.app);
    // Three of an item whose total is no whole number of 10 ₽, so the floor matters.
    const odd = catalog.find((c) => c.price >= 10_000 && (3 * c.price) % 1000 !== 0)!;
    const inputs = await putItems(t.db, p.userId, Array(3).fill(odd.id));
    const res = await sign(
      p.token,
      inputs.map((i) => i.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    const coins = Math.floor((3 * odd.price) / 1000);
    expect(coins).toBeGreaterThan(0);
    expect(res.json().coins).toBe(coins);
    const rows = await queryRows<{ amount: number; reference: string }>(
      t.db,
      `select amount::int, reference from ledger
       where user_id = ${p.userId} and reason = 'contract_coins' and currency = 'COIN'`,
    );
    expect(rows).toEqual([{ amount: coins, reference: `contract:${res.json().contract_id}` }]);
    expect(await coinCheck(t.db, p.userId)).toEqual({ coins, ledger: coins });
  });
});

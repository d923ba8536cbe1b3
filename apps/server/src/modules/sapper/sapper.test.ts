/**
 * Techies mines (issue 11): behind the `techies` flag; a game played to a cash-out and one lost on a
 * mine, each layout recomputed from the revealed seed and checked against the hash committed before the
 * first click; one open game, resume, refusals; two parallel cash-outs pay once; ledger = balance.
 */
import { sha256Hex } from '@cases/domain/fairness';
import { minesLayout, minesLayoutHash, minesPayout } from '@cases/domain/mines';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/auth.ts';
import {
  bearer,
  createTestApp,
  ledgerCheck,
  queryRows,
  register,
  topUp,
} from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { knownSeeds, revealSeed } from '../../test/item-games-fixtures.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'techies=true' });

const call = (token: string, url: string, payload?: object) =>
  t.app.inject({
    method: payload === undefined && !url.endsWith('cashout') ? 'GET' : 'POST',
    url: `/v1/sapper/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const SEED = sha256Hex('mines-test');
const layoutOf = (nonce: number, mines: number) =>
  minesLayout({ serverSeed: SEED, clientSeed: 'known-client', nonce }, mines);
const safeCells = (layout: number[]) =>
  Array.from({ length: 25 }, (_, i) => i).filter((c) => !layout.includes(c));

/** A player topped up with `amount` ₽ (a deposit bonus may add to it), on the known seed; `start` in kopecks. */
async function funded(amount = 1000) {
  const p = await register(t.app);
  await topUp(t.app, p.token, amount);
  await knownSeeds(t.app, t.db, p.token, p.userId, SEED);
  return { ...p, start: (await ledgerCheck(t.db, p.userId)).balance };
}
const rub = (kopecks: number) => kopecks / 100;

describe('the feature flag', () => {
  it('keeps the calls unavailable while techies is off (the default)', async () => {
    const off = await createTestApp();
    try {
      const p = await register(off.app);
      for (const [method, url] of [
        ['GET', '/v1/sapper/current'],
        ['GET', '/v1/sapper/multipliers?mines=3'],
        ['POST', '/v1/sapper/start'],
      ] as const) {
        const res = await off.app.inject({
          method,
          url,
          headers: bearer(p.token),
          payload: method === 'POST' ? { amount: 10, mines: 3 } : undefined,
        });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
    } finally {
      await off.close();
    }
  });
});

describe('a game', () => {
  it('is cashed out at the published multiplier and recomputed from the revealed seed', async () => {
    const p = await funded();
    const table = (await call(p.token, 'multipliers?mines=3')).json();
    expect(table.steps[0]).toEqual({ safe: 1, multiplier: 1.09, chance: 0.88 });
    const start = await call(p.token, 'start', { amount: 100, mines: 3 });
    expect(start.statusCode, start.body).toBe(200);
    const { game } = start.json();
    expect(game).toMatchObject({
      status: 'open',
      amount: 100,
      mines: 3,
      revealed: [],
      multiplier: 1,
      next_multiplier: 1.09,
      payout: 0,
      server_seed_hash: sha256Hex(SEED),
      nonce: 0,
      mines_layout: null,
      salt: null,
    });
    expect(start.json().balance).toBe(rub(p.start - 10_000));
    const layout = layoutOf(0, 3);
    const [a, b] = safeCells(layout);
    expect((await call(p.token, 'cashout')).json().data.code).toBe('mines_nothing_revealed');
    await call(p.token, 'reveal', { cell: a });
    const second = await call(p.token, 'reveal', { cell: b });
    expect(second.json().game).toMatchObject({ revealed: [a, b], multiplier: 1.24, payout: 124 });
    expect((await call(p.token, 'reveal', { cell: a })).json().data.code).toBe(
      'mines_cell_revealed',
    );
    // A reload resumes the open game.
    expect((await call(p.token, 'current')).json().game).toMatchObject({
      id: game.id,
      revealed: [a, b],
    });
    const cashed = await call(p.token, 'cashout');
    expect(cashed.statusCode).toBe(200);
    const done = cashed.json();
    expect(done.game).toMatchObject({ status: 'cashed', payout: 124, mines_layout: layout });
    expect(done.balance).toBe(rub(p.start - 10_000 + 12_400));
    expect(minesLayoutHash(done.game.mines_layout, done.game.salt)).toBe(game.layout_hash);
    expect((await call(p.token, 'current')).json()).toEqual({ game: null });
    // The revealed seed gives the same layout.
    const revealed = await revealSeed(t.app, p.token);
    expect(
      minesLayout({ serverSeed: revealed, clientSeed: game.client_seed, nonce: 0 }, 3),
    ).toEqual(done.game.mines_layout);
    const money = await ledgerCheck(t.db, p.userId);
    const after = p.start + 2_400;
    expect(money).toEqual({ balance: after, ledgerSum: after });
  });

  it('is lost on a mine, and the last safe cell cashes out by itself', async () => {
    const p = await funded();
    await call(p.token, 'start', { amount: 50, mines: 5 });
    const layout = layoutOf(0, 5);
    const lost = await call(p.token, 'reveal', { cell: layout[0]! });
    expect(lost.json().game).toMatchObject({
      status: 'lost',
      hit_cell: layout[0],
      payout: 0,
      mines_layout: layout,
    });
    expect(lost.json().balance).toBe(rub(p.start - 5_000));
    expect((await call(p.token, 'reveal', { cell: 0 })).json().data.code).toBe('mines_no_game');
    // 24 mines: one safe cell, found at once → cashed out at ×24 (house edge 4 %).
    await call(p.token, 'start', { amount: 10, mines: 24 });
    const [safe] = safeCells(layoutOf(1, 24));
    const won = await call(p.token, 'reveal', { cell: safe! });
    expect(won.json().game).toMatchObject({ status: 'cashed', payout: 240, multiplier: 24 });
    expect(won.json().balance).toBe(rub(p.start - 5_000 - 1_000 + 24_000));
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
  });

  it('refuses a second game, bets outside the limits and bad cells, changing nothing', async () => {
    const p = await funded(20);
    const before = await ledgerCheck(t.db, p.userId);
    for (const [payload, status, code] of [
      [{ amount: 0.5, mines: 3 }, 400, 'mines_bet_range'],
      [{ amount: 20_000, mines: 3 }, 400, 'mines_bet_range'],
      [{ amount: 50, mines: 3 }, 402, 'balance_error'],
      [{ amount: 5, mines: 25 }, 400, 'dataNotFound'],
      [{ amount: 5, mines: 0 }, 400, 'dataNotFound'],
      [{ amount: 5.555, mines: 3 }, 400, 'dataNotFound'],
    ] as const) {
      const res = await call(p.token, 'start', payload);
      expect([JSON.stringify(payload), res.statusCode, res.json().data.code]).toEqual([
        JSON.stringify(payload),
        status,
        code,
      ]);
    }
    expect(await ledgerCheck(t.db, p.userId)).toEqual(before);
    const [games] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from sapper_games where user_id = ${p.userId}`,
    );
    expect(games!.n).toBe(0);
    expect((await call(p.token, 'start', { amount: 5, mines: 3 })).statusCode).toBe(200);
    expect((await call(p.token, 'start', { amount: 5, mines: 3 })).json().data.code).toBe(
      'mines_game_open',
    );
    expect((await call(p.token, 'reveal', { cell: 25 })).statusCode).toBe(400);
    expect((await ledgerCheck(t.db, p.userId)).balance).toBe(p.start - 500);
  });

  it('pays two parallel cash-outs once', async () => {
    const p = await funded();
    await call(p.token, 'start', { amount: 100, mines: 3 });
    await call(p.token, 'reveal', { cell: safeCells(layoutOf(0, 3))[0]! });
    const tokens = await Promise.all(
      [0, 1].map(() => issueToken(t.db, Number(p.userId), { ttlS: 3600 })),
    );
    const results = await Promise.all(tokens.map((token) => call(token, 'cashout')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const payout = minesPayout(10_000, 3, 1, 0.04);
    const money = await ledgerCheck(t.db, p.userId);
    const after = p.start - 10_000 + payout;
    expect(money).toEqual({ balance: after, ledgerSum: after });
    const wins = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from ledger where user_id = ${p.userId} and reason = 'mines_win'`,
    );
    expect(wins[0]!.n).toBe(1);
  });
});

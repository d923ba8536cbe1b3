/**
 * Coins of a battle (issue 28, decision 017): a finished battle pays each human seat, once, the coin-range
 * mid-points of its rounds' cases as `battle_coins`; a bot seat and a cancelled battle earn nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  battleCaseCards,
  create,
  fundedPlayer,
  post,
  waitForStatus,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';
import { bearer, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { coinCheck } from '../../test/item-games-fixtures.ts';
import { settleBattle } from './settle.ts';

const t = fileTestApp({ BATTLE_ROUND_MS: '150', JOBS_POLL_S: '0.5' });
/** Battle cases with a coin range, cheapest first, with their range's mid-point. */
let coinCases: (BattleCaseCard & { mid: number })[];
beforeAll(async () => {
  const ranges = await queryRows<{ id: string; min: number | null; max: number | null }>(
    t.db,
    'select id::text, coins_min as min, coins_max as max from cases',
  );
  const byId = new Map(ranges.map((r) => [r.id, r]));
  coinCases = (await battleCaseCards(t.app)).flatMap((c) => {
    const r = byId.get(c.id);
    return !r || r.max === null ? [] : [{ ...c, mid: Math.floor(((r.min ?? 0) + r.max) / 2) }];
  });
});

/** The `battle_coins` rows of a battle: player and whole coins, by player. */
const coinRows = (ulid: string) =>
  queryRows<{ user_id: string; amount: number }>(
    t.db,
    `select user_id::text, amount::int from ledger
     where reason = 'battle_coins' and currency = 'COIN' and reference = 'battle:${ulid}'
     order by user_id`,
  );

describe('coins of a battle', () => {
  it('pays each human seat its rounds’ mid-points once when it finishes; a bot seat nothing', async () => {
    const [a, b] = await Promise.all([fundedPlayer(t.app), fundedPlayer(t.app)]);
    const [first, second] = coinCases;
    const rounds = [first!, second!, first!];
    const expected = rounds.reduce((s, c) => s + c.mid, 0);
    expect(expected).toBeGreaterThan(0);
    const ulid = await create(t.app, a.token, { case_ids: rounds.map((c) => c.id), seats: 3 });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    expect(await coinRows(ulid)).toEqual([]);
    expect((await post(t.app, '/start', a.token, { battle_ulid: ulid })).status).toBe(200);
    const done = await waitForStatus(t.app, ulid, a.token, 'finished');
    expect(done.members.filter((m) => m.is_bot).map((m) => m.seat)).toEqual([3]);
    const humans = [a, b].sort((x, y) => Number(x.userId) - Number(y.userId));
    expect(await coinRows(ulid)).toEqual(
      humans.map((p) => ({ user_id: p.userId, amount: expected })),
    );
    for (const p of humans) {
      expect(await coinCheck(t.db, p.userId)).toEqual({ coins: expected, ledger: expected });
      const ops = await t.app.inject({
        method: 'GET',
        url: '/v1/users/operations',
        headers: bearer(p.token),
      });
      expect(ops.statusCode).toBe(200);
      expect(
        ops.json<{ operations: { type: string; currency: string; amount: number }[] }>().operations,
      ).toContainEqual(expect.objectContaining({ type: 'battle_coins', amount: expected }));
    }
    // Settling the finished battle again (another timer, the sweeper) pays nothing more.
    const [row] = await queryRows<{ id: number }>(
      t.db,
      `select id::int from battles where ulid = '${ulid}'`,
    );
    expect(await settleBattle(t.db, row!.id)).toBeNull();
    expect((await coinRows(ulid)).map((r) => r.amount)).toEqual([expected, expected]);
  });

  it('pays nothing for a battle cancelled before its start', async () => {
    const [a, b] = await Promise.all([fundedPlayer(t.app), fundedPlayer(t.app)]);
    const ulid = await create(t.app, a.token, { case_ids: [coinCases[0]!.id], seats: 3 });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    expect((await post(t.app, '/cancel_start', a.token, { battle_ulid: ulid })).status).toBe(200);
    expect(await coinRows(ulid)).toEqual([]);
    for (const p of [a, b]) expect((await coinCheck(t.db, p.userId)).coins).toBe(0);
  });
});

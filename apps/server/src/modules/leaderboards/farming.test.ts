/**
 * Issue 26 "Leaderboard prizes farmed with extra accounts": the farm the attack ran (a funded main
 * account winning private 1v1 battles against fresh accounts that never deposited) earns no score and
 * no prize, and the fresh accounts get no instant promo money; a board's prize goes only to a player
 * whose own confirmed deposits of the last 30 days reach 100 ₽, passing down past those who do not.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  battleCaseCards,
  create,
  fundedPlayer,
  getBattle,
  post,
  waitForStatus,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { testBoard, waitUntilDue, BATTLE_BOARDS_ENV } from '../../test/leaderboard-fixtures.ts';
import { credit } from '../../platform/ledger.ts';
import { seedDemoPromoCodes } from '../promo/service.ts';
import { countOptions } from './runtime.ts';
import { settleBoard } from './settle.ts';

const t = fileTestApp(BATTLE_BOARDS_ENV);
let cases: BattleCaseCard[];
beforeAll(async () => {
  await seedDemoPromoCodes(t.db);
  cases = await battleCaseCards(t.app);
});

const PRIZES = ['golden-atomic-ray-thrusters', 'yulsarias-mantle', 'immortal-gardens'];

/** Ends the board now and settles it once its overlap has passed; the places paid. */
async function endAndSettle(boardId: number) {
  await t.db.execute(sql`update leaderboards set ends_at = now() where id = ${boardId}`);
  const opts = countOptions(t.config);
  await waitUntilDue(t.db, boardId, opts.overlapMs);
  return settleBoard(t.db, boardId, opts);
}

/** Gives an account money the way missions and bonuses do: no deposit of its own. */
async function bonusMoney(userId: string, kopecks: number) {
  await t.db.transaction((tx) =>
    credit(tx, {
      userId: Number(userId),
      amount: kopecks,
      reason: 'mission_reward',
      reference: 'test:bonus',
    }),
  );
}

describe('the farm of the last attack', () => {
  it('ends with the farmer without a score or a prize and the extra accounts without promo money', async () => {
    const boardId = await testBoard(t.db, {
      type: 'battles_won',
      title: 'Гладиаторы',
      titleEn: 'Gladiators',
      description: 'weeklyBattles',
      image: '/leaderboards/weekly-battles.svg',
      prizes: PRIZES,
      fromMs: -3_600_000,
      toMs: 3_600_000,
    });
    const farmer = await fundedPlayer(t.app);
    const extras = await Promise.all(Array.from({ length: 8 }, () => register(t.app)));
    for (const [i, x] of extras.entries()) {
      const promo = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/promo/apply',
        headers: bearer(x.token),
        payload: { code: 'DOTA100' },
      });
      expect([promo.statusCode, promo.json().data.code]).toEqual([403, 'promo_deposit_required']);
      expect(await ledgerCheck(t.db, x.userId)).toEqual({ balance: 0, ledgerSum: 0 });
      // What the farm could still scrape together without a deposit (missions, bonuses).
      await bonusMoney(x.userId, 50_000 + i);
    }

    // Private 1v1s of the cheapest case until the farmer has won three of them.
    let farmerWins = 0;
    for (let round = 0; round < 24 && farmerWins < 3; round += 1) {
      const extra = extras[round % extras.length]!;
      const ulid = await create(t.app, farmer.token, {
        case_ids: [cases[0]!.id],
        seats: 2,
        is_private: true,
      });
      const key = (await getBattle(t.app, ulid, farmer.token)).battle!.key!;
      const joined = await post(t.app, '/join', extra.token, { battle_ulid: ulid, key });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      const done = await waitForStatus(t.app, ulid, farmer.token, 'finished');
      const winner = done.members.find((m) => done.winner_seats.includes(m.seat));
      if (winner?.user?.id === farmer.userId) farmerWins += 1;
    }
    expect(farmerWins).toBe(3);

    await t.app.leaderboards.sweep();
    // The farmer's wins were over accounts without deposits: none counts. (An extra account's win
    // over the farmer, who deposited, does count, but takes no prize without a deposit of its own.)
    const scored = await queryRows<{ user_id: number }>(
      t.db,
      sql`select user_id from leaderboard_scores where board_id = ${boardId}`,
    );
    expect(scored.map((r) => String(r.user_id))).not.toContain(farmer.userId);
    expect(await endAndSettle(boardId)).toEqual([]);
    const [prizes] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from leaderboard_winners where board_id = ${boardId}`,
    );
    expect(prizes!.n).toBe(0);
    for (const x of extras) {
      const [promo] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ledger where user_id = ${Number(x.userId)} and reason = 'promo_instant'`,
      );
      expect(promo!.n).toBe(0);
    }
  });

  it('counts a win over a player who deposited 100 ₽ in the last 30 days', async () => {
    const boardId = await testBoard(t.db, {
      type: 'battles_won',
      prizes: PRIZES,
      fromMs: -3_600_000,
      toMs: 3_600_000,
    });
    const a = await fundedPlayer(t.app);
    const b = await register(t.app);
    await topUp(t.app, b.token, 100);
    const mine = [a.userId, b.userId];
    let winner: string | null = null;
    for (let i = 0; i < 10 && winner === null; i += 1) {
      const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 2 });
      expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
      const done = await waitForStatus(t.app, ulid, a.token, 'finished');
      winner = done.members.find((m) => done.winner_seats.includes(m.seat))?.user?.id ?? null;
    }
    expect(winner).not.toBeNull();
    await t.app.leaderboards.sweep();
    const rows = await queryRows<{ user_id: number; score: string }>(
      t.db,
      sql`select user_id, score::text from leaderboard_scores where board_id = ${boardId}`,
    );
    expect(
      rows.filter((r) => mine.includes(String(r.user_id))).map((r) => [String(r.user_id), r.score]),
    ).toEqual([[winner, '1']]);
  });
});

describe('a board prize', () => {
  it('passes down past players without 100 ₽ of their own deposits in the last 30 days', async () => {
    const boardId = await testBoard(t.db, { prizes: PRIZES, fromMs: -3_600_000, toMs: 3_600_000 });
    const [bonusOnly, deposited, tooLittle, tooLong, alsoDeposited] = await Promise.all(
      Array.from({ length: 5 }, () => register(t.app)),
    );
    await bonusMoney(bonusOnly!.userId, 100_000);
    await topUp(t.app, deposited!.token, 100);
    await topUp(t.app, tooLittle!.token, 99);
    const oldOrder = await topUp(t.app, tooLong!.token, 500);
    await t.db.execute(
      sql`update payment_orders set completed_at = now() - interval '31 days' where id = ${oldOrder}`,
    );
    await topUp(t.app, alsoDeposited!.token, 60);
    await topUp(t.app, alsoDeposited!.token, 40);
    const order = [bonusOnly, deposited, tooLittle, tooLong, alsoDeposited];
    for (const [i, p] of order.entries())
      await t.db.execute(
        sql`insert into leaderboard_scores (board_id, user_id, score, reached_at)
            values (${boardId}, ${Number(p!.userId)}, ${90_000 - i * 10_000}, now())`,
      );

    const paid = await endAndSettle(boardId);
    expect(paid.map((p) => [p.place, p.position, String(p.userId)])).toEqual([
      [1, 2, deposited!.userId],
      [2, 5, alsoDeposited!.userId],
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: '/v2/top/history',
      headers: bearer(deposited!.token),
    });
    expect(history.json()).toMatchObject([
      { id: String(boardId), prize: { position: 2, name: expect.any(String) } },
    ]);
    const items = await queryRows<{ user_id: number; item_id: string }>(
      t.db,
      sql`select i.user_id, i.item_id from leaderboard_winners w
          join inventory_items i on i.id = w.inventory_item_id
          where w.board_id = ${boardId} order by w.place`,
    );
    expect(items.map((i) => [String(i.user_id), i.item_id])).toEqual([
      [deposited!.userId, PRIZES[0]],
      [alsoDeposited!.userId, PRIZES[1]],
    ]);
  });
});

/**
 * The season's board (issue 28 `/event/top`): series `season-coins` over the running season's window,
 * listed in GET /v2/top/active; it ranks by coins earned (COIN credits, not the pass's level prizes, not
 * spending) and pays its prizes at the season's end like any board.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credit, debit } from '../../platform/ledger.ts';
import { queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { waitUntilDue } from '../../test/leaderboard-fixtures.ts';
import { runningSeason } from '../../test/raffle-fixtures.ts';
import { SEASON_SERIES, seasonBoard } from './season-board.ts';

const t = fileTestApp({
  LEADERBOARDS_WORKER: 'false',
  LEADERBOARD_OVERLAP_S: '0.05',
  LEADERBOARD_PRIZE_DEPOSIT_DAYS: '0',
});

const coins = (
  userId: string,
  amount: number,
  reason: 'battle_coins' | 'contract_coins' | 'mission_reward' | 'pass_prize',
) =>
  t.db.transaction((tx) =>
    credit(tx, { userId: Number(userId), amount, reason, currency: 'COIN', reference: 'test' }),
  );

describe('season-coins board', () => {
  it('runs over the season, ranks coins earned and pays its prizes at the end', async () => {
    const season = await runningSeason(t.db);
    await t.app.leaderboards.sweep();
    const active = (await t.app.inject({ method: 'GET', url: '/v2/top/active' })).json<
      { id: string; series: string; type: string; date_start: string; date_end: string }[]
    >();
    const board = active.find((b) => b.series === SEASON_SERIES);
    expect(board).toMatchObject({
      type: 'coins_earned',
      date_start: season.startsAt.toISOString(),
      date_end: season.endsAt.toISOString(),
    });

    const a = await register(t.app);
    const b = await register(t.app);
    await coins(a.userId, 30, 'battle_coins');
    await coins(a.userId, 1000, 'pass_prize'); // a level prize is not earned by play
    await coins(a.userId, 500, 'mission_reward'); // nor a mission's reward (issue 44)
    await coins(b.userId, 50, 'contract_coins');
    // Spending coins does not lower what was earned.
    await t.db.transaction((tx) =>
      debit(tx, {
        userId: Number(b.userId),
        amount: 40,
        reason: 'pass_task',
        currency: 'COIN',
        reference: 'x',
      }),
    );
    await t.app.leaderboards.sweep();
    const ranking = (
      await t.app.inject({ method: 'GET', url: `/v2/top/ranking/${board!.id}` })
    ).json<{ leaders: { position: number; user: { id: string; earn: number } | null }[] }>();
    expect(ranking.leaders.slice(0, 3).map((r) => r.user && [r.user.id, r.user.earn])).toEqual([
      [b.userId, 50],
      [a.userId, 30],
      null,
    ]);

    // The season ends: the board settles once and its prizes go to b and a.
    await t.db.execute(
      sql`update leaderboards set ends_at = now() where id = ${Number(board!.id)}`,
    );
    await waitUntilDue(t.db, Number(board!.id), t.config.engagement.leaderboards.overlapMs);
    const paid = await t.app.leaderboards.sweep();
    expect(paid.map((p) => [p.userId, p.place])).toEqual([
      [Number(b.userId), 1],
      [Number(a.userId), 2],
    ]);
    const items = await queryRows<{ user_id: number; item_id: string }>(
      t.db,
      sql`select i.user_id, i.item_id from leaderboard_winners w
        join inventory_items i on i.id = w.inventory_item_id
        where w.board_id = ${Number(board!.id)} order by w.place`,
    );
    expect(items).toEqual([
      { user_id: Number(b.userId), item_id: seasonBoard.prizes[0] },
      { user_id: Number(a.userId), item_id: seasonBoard.prizes[1] },
    ]);
  });
});

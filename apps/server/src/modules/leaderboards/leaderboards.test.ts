/**
 * Leaderboards (issue 13): scores from the ledger's case openings, the tie rule, the own row outside the
 * top, settlement once under racing workers, the reward popup and history.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  queryRows,
  register,
  topUp,
  waitUntil,
  type TestApp,
} from '../../test/helper.ts';
import { eachTestApp } from '../../test/file-app.ts';
import { testBoard, waitUntilDue } from '../../test/leaderboard-fixtures.ts';
import { countOptions } from './runtime.ts';
import { settleBoard } from './settle.ts';

const PRIZES = ['golden-atomic-ray-thrusters', 'yulsarias-mantle', 'immortal-gardens'];

const board = (t: TestApp, fromMs: number, toMs: number, minScore = 1) =>
  testBoard(t.db, { fromMs, toMs, minScore, prizes: PRIZES });

const open = (t: TestApp, token: string, slug = 'starter', multi = 1) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/cases/${slug}/open`,
    headers: bearer(token),
    payload: { multi_open: multi },
  });

async function ranking(t: TestApp, id: number, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/top/ranking/${id}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    me: { position: number; spent: number; user: { id: string } } | null;
    leaders: {
      position: number;
      spent: number;
      user: { id: string; name: string } | null;
      prize: { type: string };
    }[];
  }>();
}

/** Fake players straight in the database (no sign-up cost), each with a score on the board. */
async function seedScores(
  t: TestApp,
  boardId: number,
  scores: number[],
  at = '2026-01-01T00:00:00Z',
) {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`insert into users (login, password_hash, nickname)
        select 'seed' || g || '-' || ${boardId}, 'x', 'Игрок ' || g from generate_series(1, ${scores.length}) g
        returning id`,
  );
  for (const [i, r] of rows.entries())
    await t.db.execute(
      sql`insert into leaderboard_scores (board_id, user_id, score, reached_at) values (${boardId}, ${r.id}, ${scores[i]!}, ${at}::timestamptz)`,
    );
  return rows.map((r) => Number(r.id));
}

describe('leaderboards', () => {
  const t = eachTestApp({ LEADERBOARDS_WORKER: 'false', LEADERBOARD_OVERLAP_S: '0.05' });

  it('ranks by roubles spent on cases (from the ledger), ties by who reached the score first', async () => {
    const id = await board(t, -3_600_000, 3_600_000);
    const [a, b, c] = [await register(t.app), await register(t.app), await register(t.app)];
    for (const p of [a, b, c]) await topUp(t.app, p.token, 100);
    expect((await open(t, a.token, 'starter', 2)).statusCode).toBe(200);
    expect((await open(t, b.token)).statusCode).toBe(200);
    // C reaches the same score later than B by the clock the scores carry, the database's (the
    // ledger's now()): C opens once that clock has moved 20 ms past B's opening.
    await waitUntil(async () => {
      const [row] = await queryRows<{ later: boolean }>(
        t.db,
        sql`select clock_timestamp() > max(created_at) + interval '20 milliseconds' as later
            from ledger where user_id = ${Number(b.userId)} and reason = 'case_open'`,
      );
      return row?.later === true;
    });
    expect((await open(t, c.token)).statusCode).toBe(200);
    await t.app.leaderboards.sweep();
    await t.app.leaderboards.sweep(); // counting again adds nothing

    const r = await ranking(t, id, c.token);
    expect(r.leaders.slice(0, 3).map((l) => [l.position, l.user?.id, l.spent])).toEqual([
      [1, a.userId, 38],
      [2, b.userId, 19],
      [3, c.userId, 19],
    ]);
    expect(r.leaders).toHaveLength(10);
    expect(r.leaders[3]).toMatchObject({ user: null, prize: { type: 'filler' } });
    expect(r.me).toMatchObject({ position: 3, spent: 19, user: { id: c.userId } });

    // The scores are exactly the ledger's case_open debits in the window.
    const [sum] = await queryRows<{ n: string }>(
      t.db,
      sql`select coalesce(sum(-amount), 0)::text as n from ledger where reason = 'case_open'`,
    );
    const [scores] = await queryRows<{ n: string }>(
      t.db,
      sql`select sum(score)::text as n from leaderboard_scores where board_id = ${id}`,
    );
    expect(scores!.n).toBe(sum!.n);
  });

  it('counts openings by interval, once, with nothing written per row; an older board row by row', async () => {
    const byInterval = await board(t, -3_600_000, 3_600_000);
    const byRow = await board(t, -3_600_000, 3_600_000);
    // A board opened before `counted_to` existed counts with a mark per source row.
    await t.db.execute(sql`update leaderboards set counted_to = null where id = ${byRow}`);
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    const before = Date.now();
    expect((await open(t, p.token, 'starter', 2)).statusCode).toBe(200);
    await t.app.leaderboards.sweep();
    expect((await open(t, p.token)).statusCode).toBe(200);
    await t.app.leaderboards.sweep();
    await t.app.leaderboards.sweep(); // counting again adds nothing

    const [spent] = await queryRows<{ n: string; rows: number }>(
      t.db,
      sql`select sum(-amount)::text as n, count(*)::int as rows from ledger where reason = 'case_open' and user_id = ${Number(p.userId)}`,
    );
    expect(Number(spent!.n)).toBeGreaterThan(0);
    const scoreOf = async (id: number) =>
      (
        await queryRows<{ n: string }>(
          t.db,
          sql`select score::text as n from leaderboard_scores where board_id = ${id} and user_id = ${Number(p.userId)}`,
        )
      )[0]?.n;
    expect(await scoreOf(byInterval)).toBe(spent!.n);
    expect(await scoreOf(byRow)).toBe(spent!.n);
    const marks = async (id: number) =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from leaderboard_counted where board_id = ${id}`,
        )
      )[0]!.n;
    expect(await marks(byInterval)).toBe(0);
    expect(await marks(byRow)).toBe(spent!.rows);
    expect(spent!.rows).toBe(2); // one debit per opening request
    const [mark] = await queryRows<{ counted_to: string | Date }>(
      t.db,
      sql`select counted_to from leaderboards where id = ${byInterval}`,
    );
    expect(new Date(mark!.counted_to).getTime()).toBeGreaterThan(before);
  });

  it('orders equal scores reached at the same moment by user id, the same way on every read', async () => {
    const id = await board(t, -3_600_000, 3_600_000);
    const ids = await seedScores(t, id, [500, 700, 500, 500, 700]);
    const first = await ranking(t, id);
    const expected = [ids[1], ids[4], ids[0], ids[2], ids[3]].map(String);
    expect(first.leaders.slice(0, 5).map((l) => l.user?.id)).toEqual(expected);
    for (let i = 0; i < 3; i++)
      expect((await ranking(t, id)).leaders.slice(0, 5).map((l) => l.user?.id)).toEqual(expected);
  });

  it("shows the player's own row when it is outside the top", async () => {
    const id = await board(t, -3_600_000, 3_600_000);
    await seedScores(
      t,
      id,
      Array.from({ length: 14 }, (_, i) => 10_000 + i * 100),
    );
    const me = await register(t.app);
    await topUp(t.app, me.token, 100);
    await open(t, me.token);
    await t.app.leaderboards.sweep();
    const r = await ranking(t, id, me.token);
    expect(r.leaders.map((l) => l.user?.id)).not.toContain(me.userId);
    expect(r.me).toMatchObject({ position: 15, spent: 19, user: { id: me.userId } });
    const active = await t.app.inject({
      method: 'GET',
      url: '/v2/top/active',
      headers: bearer(me.token),
    });
    const card = active
      .json<{ id: string; user: { position: number | null } }[]>()
      .find((b) => b.id === String(id));
    expect(card?.user.position).toBe(15);
  });

  it('two workers settling one board pay each prize once; the winner sees the popup once', async () => {
    const players = [await register(t.app), await register(t.app)];
    for (const p of players) await topUp(t.app, p.token, 100);
    await open(t, players[0]!.token, 'starter', 2);
    await open(t, players[1]!.token);
    // A window that ended just after these openings.
    const id = await board(t, -3_600_000, 100);
    const opts = countOptions(t.config);
    await waitUntilDue(t.db, id, opts.overlapMs);

    const results = await Promise.all([
      settleBoard(t.db, id, opts),
      settleBoard(t.db, id, opts),
      t.app.leaderboards.sweep(),
      settleBoard(t.db, id, opts),
    ]);
    const paid = results.flat().filter((p) => p.boardId === id);
    expect(paid.map((p) => p.place).sort()).toEqual([1, 2]);
    const [winners] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from leaderboard_winners where board_id = ${id}`,
    );
    expect(winners!.n).toBe(2);
    const prizes = await queryRows<{ user_id: number; item_id: string }>(
      t.db,
      sql`select i.user_id, i.item_id from inventory_items i join leaderboard_winners w on w.inventory_item_id = i.id where w.board_id = ${id} order by w.place`,
    );
    expect(prizes.map((p) => [String(p.user_id), p.item_id])).toEqual([
      [players[0]!.userId, PRIZES[0]],
      [players[1]!.userId, PRIZES[1]],
    ]);
    expect(await settleBoard(t.db, id, opts)).toEqual([]);

    const popup = await t.app.inject({
      method: 'GET',
      url: '/v1/popup/info',
      headers: bearer(players[0]!.token),
    });
    expect(popup.json()).toMatchObject({
      leaderboard_reward: { place: 1, board_id: String(id), sellable: true },
    });
    const rewards = await t.app.inject({
      method: 'GET',
      url: '/v2/top/rewards',
      headers: bearer(players[0]!.token),
    });
    const [reward] = rewards.json<{ id: string }[]>();
    const seen = await t.app.inject({
      method: 'POST',
      url: '/v2/top/rewards/seen',
      headers: bearer(players[0]!.token),
      payload: { ids: [reward!.id] },
    });
    expect(seen.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/v2/top/rewards',
      headers: bearer(players[0]!.token),
    });
    expect(after.json()).toEqual([]);
    const history = await t.app.inject({
      method: 'GET',
      url: '/v2/top/history',
      headers: bearer(players[0]!.token),
    });
    expect(history.json()).toMatchObject([
      {
        id: String(id),
        title: 'Тест',
        prize: { id: reward!.id, position: 1, price: { amount: 480 } },
      },
    ]);
  });

  it('lists the running boards of every series by order, with prizes floored', async () => {
    await t.app.leaderboards.sweep();
    const res = await t.app.inject({ method: 'GET', url: '/v2/top/active' });
    const boards =
      res.json<
        { type: string; order: number; prizes_amount: number; user: { position: null } }[]
      >();
    expect(boards.map((b) => b.type)).toEqual([
      'cases_spent',
      'cases_spent',
      'battles_won',
      'upgrades_won',
      'coins_earned', // the seeded season's board (season-board.ts)
    ]);
    expect(boards.map((b) => b.order)).toEqual([1, 2, 3, 4, 5]);
    for (const b of boards) {
      expect(b.prizes_amount).toBe(Math.round(b.prizes_amount));
      expect(b.user.position).toBeNull();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/v2/top/ranking/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ data: { code: 'leaderboard_not_found' } });
  });

  it('lists the running boards on a fresh server before any sweep has run', async () => {
    const fresh = await createTestApp({ LEADERBOARDS_WORKER: 'false' });
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/v2/top/active' });
      expect(res.json<{ type: string }[]>().map((b) => b.type)).toEqual([
        'cases_spent',
        'cases_spent',
        'battles_won',
        'upgrades_won',
        'coins_earned',
      ]);
    } finally {
      await fresh.close();
    }
  });
});

/**
 * Counting a board's sources into its scores, exactly once per source row (issue 13), in one of two
 * ways.
 *
 * By interval (boards whose source rows carry their transaction's time: case openings, upgrades;
 * `counted_to` set). Every row stamped before `counted_to` is in the scores and none after it. A pass
 * reads its horizon first: the start of the oldest transaction then running in this database
 * (`pg_stat_activity`), or now when none runs. Every row stamped before the horizon was committed
 * before the pass's count, so the pass adds the rows of [counted_to, horizon) summed per player, and
 * moves `counted_to` to the horizon in the same transaction, only from the value it read: a second pass
 * racing it (another process, a settlement) finds it moved and adds nothing. No row is read twice and
 * nothing is written per row (issue 14: at 4,000 openings a second the per-row marks below made each
 * 15 s pass a 0.5–1.2 s statement that took a core from the openings, and grew by two rows an
 * opening). The horizon never trails the pass by more than `overlapMs`, and is exactly that far back
 * where the database hides other sessions from the shop's role: a transaction running longer than
 * that would not be counted, as before.
 *
 * Row by row (battle wins, whose time is the application's clock, and boards opened before
 * `counted_to` existed): one statement inserts the rows' refs into `leaderboard_counted` (ON CONFLICT
 * DO NOTHING) and adds only the rows it inserted to `leaderboard_scores` (summed from what the insert
 * returns: no join back to the source, whose row estimate for the newest rows is always stale and once
 * turned that join into a nested loop of 35 s on 20,000 rows). Two processes counting the same board
 * at once wait on each other's refs and never add a row twice. Each pass re-reads `overlapMs` before
 * the previous one, so a row committed after a pass that could not see it yet is counted by the next.
 */
import type { BoardType } from '@cases/domain/leaderboards';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { DepositRule } from '../../kernel/players/deposit-rule.ts';
import { sourceRows } from './sources.ts';

export interface CountableBoard {
  id: number;
  type: string;
  startsAt: Date;
  endsAt: Date;
  sweptAt: Date | null;
  countedTo: Date | null;
}

export interface CountOptions {
  overlapMs: number;
  battleLifetimeMs: number;
  /** Who may take a prize, and whom a battle win counts over (qualify.ts). */
  deposit: DepositRule;
}

const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

/** Adds `agg` (user_id, amount, at) to the board's scores; the statement around it selects `rows`. */
const addToScores = (boardId: number, counted: SQL) => sql`
    insert into leaderboard_scores (board_id, user_id, score, reached_at)
    select ${boardId}, user_id, amount, at from (${counted}) agg
    on conflict (board_id, user_id) do update
      set score = leaderboard_scores.score + excluded.score,
          reached_at = greatest(leaderboard_scores.reached_at, excluded.reached_at)`;

/**
 * The horizon of a pass that begins now (the first statement of its transaction): the start of the
 * oldest transaction running in this database in another session, or now when none runs; `overlapMs`
 * before now at the earliest, and exactly that when some session's state is hidden from this role.
 */
async function horizonOf(tx: DbOrTx, overlapMs: number): Promise<Date> {
  const floor = sql`now() - ${overlapMs} * interval '1 millisecond'`;
  const [row] = rowsOf(
    await tx.execute(sql`
      select greatest(
        case when bool_or(a.state is null) then ${floor} else least(now(), min(a.xact_start)) end,
        ${floor}) as horizon
      from pg_stat_activity a
      where a.datname = current_database() and a.backend_type = 'client backend'
        and a.pid <> pg_backend_pid()`),
  );
  return new Date(row!.horizon as Date | string);
}

async function countByInterval(
  db: DbOrTx,
  board: CountableBoard & { countedTo: Date },
  opts: CountOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
    const horizon = await horizonOf(tx, opts.overlapMs);
    const from = board.countedTo;
    const to = new Date(Math.min(horizon.getTime(), board.endsAt.getTime()));
    if (to <= from) return 0;
    const moved = rowsOf(
      await tx.execute(sql`update leaderboards
        set counted_to = ${to.toISOString()}::timestamptz, swept_at = now()
        where id = ${board.id} and counted_to = ${from.toISOString()}::timestamptz
        returning id`),
    );
    if (moved.length === 0) return 0; // another pass counted this interval
    const src = sourceRows(board.type as BoardType, {
      from,
      ends: to,
      battleLifetimeMs: opts.battleLifetimeMs,
      deposit: opts.deposit,
    });
    const [res] = rowsOf(
      await tx.execute(sql`
        with agg as (
          select user_id, sum(amount)::bigint as amount, max(at) as at, count(*) as n
          from (${src}) src group by user_id
        ),
        added as (${addToScores(board.id, sql`select user_id, amount, at from agg`)} returning 1)
        select coalesce(sum(n), 0)::int as rows from agg`),
    );
    return Number(res?.rows ?? 0);
  });
}

async function countByRow(db: DbOrTx, board: CountableBoard, opts: CountOptions): Promise<number> {
  const since = board.sweptAt ? board.sweptAt.getTime() - opts.overlapMs : 0;
  const from = new Date(Math.max(board.startsAt.getTime(), since));
  const src = sourceRows(board.type as BoardType, {
    from,
    ends: board.endsAt,
    battleLifetimeMs: opts.battleLifetimeMs,
    deposit: opts.deposit,
  });
  const [res] = rowsOf(
    await db.execute(sql`
    with src as (${src}),
    fresh as (
      insert into leaderboard_counted (board_id, ref, user_id, amount, at)
      select ${board.id}, ref, user_id, amount, at from src
      on conflict do nothing
      returning user_id, amount, at
    ),
    added as (${addToScores(
      board.id,
      sql`select user_id, sum(amount)::bigint as amount, max(at) as at from fresh group by user_id`,
    )} returning 1)
    select (select count(*) from fresh)::int as rows`),
  );
  await db.execute(
    sql`update leaderboards set swept_at = now() where id = ${board.id} and (swept_at is null or swept_at < now())`,
  );
  return Number(res?.rows ?? 0);
}

/**
 * Adds what happened since the last pass to the board's scores, by interval or row by row (see the
 * module); returns the source rows added.
 */
export async function countBoard(
  db: DbOrTx,
  board: CountableBoard,
  opts: CountOptions,
): Promise<number> {
  const { countedTo } = board;
  return countedTo === null
    ? countByRow(db, board, opts)
    : countByInterval(db, { ...board, countedTo }, opts);
}

/**
 * Counting a board's sources into its scores, exactly once per source row: one statement inserts the
 * rows' refs into `leaderboard_counted` (ON CONFLICT DO NOTHING) and adds only the rows it inserted to
 * `leaderboard_scores` (summed from what the insert returns: no join back to the source, whose row
 * estimate for the newest rows is always stale and once turned that join into a nested loop of 35 s
 * on 20,000 rows). Two processes counting the same board at once wait on each other's refs and
 * never add a row twice. Each pass re-reads `overlapMs` before the previous one, so a row committed
 * after a pass that could not see it yet is counted by the next.
 */
import type { BoardType } from '@cases/domain/leaderboards';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sourceRows } from './sources.ts';

export interface CountableBoard {
  id: number;
  type: string;
  startsAt: Date;
  endsAt: Date;
  sweptAt: Date | null;
}

export interface CountOptions {
  overlapMs: number;
  battleLifetimeMs: number;
}

/** Adds what happened since the last pass (less the overlap) to the board's scores; returns rows added. */
export async function countBoard(
  db: DbOrTx,
  board: CountableBoard,
  opts: CountOptions,
): Promise<number> {
  const since = board.sweptAt ? board.sweptAt.getTime() - opts.overlapMs : 0;
  const from = new Date(Math.max(board.startsAt.getTime(), since));
  const src = sourceRows(board.type as BoardType, {
    from,
    ends: board.endsAt,
    battleLifetimeMs: opts.battleLifetimeMs,
  });
  const res: unknown = await db.execute(sql`
    with src as (${src}),
    fresh as (
      insert into leaderboard_counted (board_id, ref, user_id, amount, at)
      select ${board.id}, ref, user_id, amount, at from src
      on conflict do nothing
      returning user_id, amount, at
    ),
    agg as (
      select user_id, sum(amount)::bigint as amount, max(at) as at
      from fresh
      group by user_id
    ),
    added as (
      insert into leaderboard_scores (board_id, user_id, score, reached_at)
      select ${board.id}, user_id, amount, at from agg
      on conflict (board_id, user_id) do update
        set score = leaderboard_scores.score + excluded.score,
            reached_at = greatest(leaderboard_scores.reached_at, excluded.reached_at)
      returning 1
    )
    select (select count(*) from fresh)::int as rows`);
  await db.execute(
    sql`update leaderboards set swept_at = now() where id = ${board.id} and (swept_at is null or swept_at < now())`,
  );
  return (res as { rows: { rows: number }[] }).rows[0]?.rows ?? 0;
}

/**
 * Rankings (spec 001 §3 Ranking, §5): the leaders and a player's place, read from `leaderboard_scores`
 * through its index (board, score desc, reached_at, user id), which is the tie rule. Only scores of
 * at least the board's minimum take a place. A place is 1 + the scores ranked before it: one index
 * range count, so it stays fast with 100,000 players on a board (bench/leaderboards.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { qualifies, type DepositRule } from '../../kernel/players/deposit-rule.ts';

export interface RankedRow {
  position: number;
  userId: number;
  score: number;
  nickname: string;
  exp: number;
}

/** The top `limit` scores of the board (at least `minScore`), in ranking order. */
export async function leaders(
  db: DbOrTx,
  boardId: number,
  minScore: number,
  limit: number,
): Promise<RankedRow[]> {
  const res: unknown = await db.execute(sql`
    select s.user_id, s.score, u.nickname, u.exp
    from leaderboard_scores s join users u on u.id = s.user_id
    where s.board_id = ${boardId} and s.score >= ${minScore}
    order by s.score desc nulls last, s.reached_at asc, s.user_id asc
    limit ${limit}`);
  const rows = (
    res as { rows: { user_id: number; score: string; nickname: string; exp: string }[] }
  ).rows;
  return rows.map((r, i) => ({
    position: i + 1,
    userId: Number(r.user_id),
    score: Number(r.score),
    nickname: r.nickname,
    exp: Number(r.exp),
  }));
}

/** The user's ranked row on the board, or null when they have no score of at least `minScore`. */
export async function rankOf(
  db: DbOrTx,
  boardId: number,
  minScore: number,
  userId: number,
): Promise<RankedRow | null> {
  const res: unknown = await db.execute(sql`
    select me.score, u.nickname, u.exp,
      (select count(*) from leaderboard_scores o
        where o.board_id = me.board_id and o.score >= ${minScore}
          and (o.score > me.score
            or (o.score = me.score and (o.reached_at, o.user_id) < (me.reached_at, me.user_id)))
      )::int + 1 as position
    from leaderboard_scores me join users u on u.id = me.user_id
    where me.board_id = ${boardId} and me.user_id = ${userId} and me.score >= ${minScore}`);
  const r = (res as { rows: { score: string; nickname: string; exp: string; position: number }[] })
    .rows[0];
  if (!r) return null;
  return {
    position: Number(r.position),
    userId,
    score: Number(r.score),
    nickname: r.nickname,
    exp: Number(r.exp),
  };
}

/** A ranked row that may take a prize: its place on the board and the prize place it takes. */
export interface PrizeWinner {
  userId: number;
  score: number;
  /** The player's place on the board (1-based). */
  position: number;
  /** The prize this player takes (1-based): places of players who do not qualify pass down. */
  prizePlace: number;
}

/**
 * The first `places` players of the board (at least `minScore`) who meet the deposit rule now
 * (qualify.ts, issue 26), in ranking order: the best of them takes prize 1, the next prize 2, …
 */
export async function prizeWinners(
  db: DbOrTx,
  boardId: number,
  minScore: number,
  places: number,
  rule: DepositRule,
): Promise<PrizeWinner[]> {
  const res: unknown = await db.execute(sql`
    select r.user_id, r.score, r.position from (
      select s.user_id, s.score,
        row_number() over (order by s.score desc nulls last, s.reached_at asc, s.user_id asc) as position
      from leaderboard_scores s
      where s.board_id = ${boardId} and s.score >= ${minScore}
    ) r
    where ${qualifies(rule, sql`r.user_id`, sql`now()`)}
    order by r.position
    limit ${places}`);
  const rows = (res as { rows: { user_id: number; score: string; position: string }[] }).rows;
  return rows.map((r, i) => ({
    userId: Number(r.user_id),
    score: Number(r.score),
    position: Number(r.position),
    prizePlace: i + 1,
  }));
}

/**
 * A player's battle figures (spec 001 §3 Battle statistics, Win rate; issue 10): finished battles
 * played, won (their seat among the winners), and the most one battle paid them (kopecks: the value of
 * the drops they received).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface BattleFigures {
  allCount: number;
  winsCount: number;
  /** Kopecks. */
  maxWin: number;
}

/** The player's figures over finished battles. */
export async function battleFigures(db: DbOrTx, userId: number): Promise<BattleFigures> {
  const res: unknown = await db.execute(sql`
    select count(*)::int as all_count,
           count(*) filter (where m.seat = any(b.winner_seats))::int as wins,
           coalesce(max((select sum(d.price) from battle_drops d
                          where d.battle_id = b.id and d.owner_seat = m.seat)), 0)::text as max_win
      from battle_members m join battles b on b.id = m.battle_id
     where m.user_id = ${userId} and b.status = 'finished'`);
  const row = (res as { rows: { all_count: number; wins: number; max_win: string }[] }).rows[0];
  return {
    allCount: row?.all_count ?? 0,
    winsCount: row?.wins ?? 0,
    maxWin: Number(row?.max_win ?? 0),
  };
}

/** Whole per cent of wins (0 without battles). */
export const winsPercent = (f: BattleFigures) =>
  f.allCount === 0 ? 0 : Math.round((f.winsCount / f.allCount) * 100);

/** Finished battles in all (the statistics strip's "battles"). */
export async function finishedBattlesCount(db: DbOrTx): Promise<number> {
  const res: unknown = await db.execute(
    sql`select count(*)::int as n from battles where status = 'finished'`,
  );
  return (res as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * A player's battle figures (spec 001 §3 Battle statistics, Win rate; issue 10): finished battles
 * played, won (their seat among the winners), and the most one battle paid them (kopecks: the value of
 * the drops they received). Kept as counters when each battle finishes (migration 0039, decision 023).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { playerCounters } from '../../kernel/players/counters.ts';

export interface BattleFigures {
  allCount: number;
  winsCount: number;
  /** Kopecks. */
  maxWin: number;
}

/** The player's figures over finished battles: their counters, one query however many battles they played. */
export async function battleFigures(db: DbOrTx, userId: number): Promise<BattleFigures> {
  const c = await playerCounters(db, userId);
  return {
    allCount: c.of('battles'),
    winsCount: c.of('battle_wins'),
    maxWin: c.of('battle_max_win'),
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

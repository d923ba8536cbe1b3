/**
 * What the dashboard asks of the other areas (issue 30 "Dashboard"), wired in areas.ts: each game's figures per
 * UTC day since `from`, and the money and players per day. Every function reads only rows created (finished,
 * credited) at or after `from`. Kopecks.
 */
import type { DashboardGame } from '@cases/domain/api/admin-site';
import type { DbOrTx } from '../../db/client.ts';

/** One game's figures on one UTC day (`YYYY-MM-DD`): plays, stakes, payouts (item value) and expected payouts. */
export interface GameDayFigures {
  day: string;
  plays: number;
  stakes: number;
  payouts: number;
  /** What the stakes were expected to pay back: Σ stake × the expected return of what was played. */
  expected: number;
}

/** A sum and a count on one UTC day. */
export interface DaySum {
  day: string;
  sum: number;
  count: number;
}

/** Withdrawals a marketplace delivered on one UTC day: their value, what the purchases cost, how many. */
export interface PurchaseDay {
  day: string;
  value: number;
  cost: number;
  count: number;
}

export type DailyFigures<T> = (db: DbOrTx, from: Date) => Promise<T[]>;

export interface ReportsPorts {
  games: Record<DashboardGame, DailyFigures<GameDayFigures>>;
  /** Credited deposits (sum, count). */
  deposits: DailyFigures<DaySum>;
  /** Withdrawals sent to the player (item value, count). */
  withdrawals: DailyFigures<DaySum>;
  /** Of those, the ones delivered through a marketplace purchase (issue 46). */
  purchases: DailyFigures<PurchaseDay>;
  /** Players with any money or item movement that day (count). */
  activePlayers: DailyFigures<DaySum>;
  /** Accounts created that day (count). */
  newPlayers: DailyFigures<DaySum>;
}

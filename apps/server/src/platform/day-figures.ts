/**
 * The dashboard's per-day rows as the areas' statements return them (issue 30 "Dashboard"): `day` (UTC
 * `YYYY-MM-DD`), `plays` and the money columns as text (bigint sums), turned into numbers (kopecks).
 */

export interface DayFigures {
  day: string;
  plays: number;
  stakes: number;
  payouts: number;
  expected: number;
}

type Raw = Record<string, string | number | null>;

/** `res.rows` of a statement selecting day, plays, stakes, payouts, expected. */
export function dayFigures(res: unknown): DayFigures[] {
  return (res as { rows: Raw[] }).rows.map((r) => ({
    day: String(r.day),
    plays: Number(r.plays ?? 0),
    stakes: Number(r.stakes ?? 0),
    payouts: Number(r.payouts ?? 0),
    expected: Number(r.expected ?? 0),
  }));
}

/** `res.rows` of a statement selecting day, sum, count. */
export function daySums(res: unknown): { day: string; sum: number; count: number }[] {
  return (res as { rows: Raw[] }).rows.map((r) => ({
    day: String(r.day),
    sum: Number(r.sum ?? 0),
    count: Number(r.count ?? 0),
  }));
}

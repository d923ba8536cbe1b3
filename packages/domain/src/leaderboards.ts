/**
 * Leaderboard rules shared by server and web (spec 001 §3 Leaderboard, §4 Leaderboards store, §5, §9).
 *
 * Board types are data: each names what a player's score counts inside the board's window.
 * Ties (docs/decisions/011-leaderboards-missions-push.md): a higher score ranks first; of two equal scores the
 * one reached earlier ranks first (the time of the activity that brought the score to its value); then
 * the lower user id. The order never depends on when the server looked.
 */

export const BOARD_TYPES = ['cases_spent', 'battles_won', 'upgrades_won', 'coins_earned'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

/** Whether a type's score is money (kopecks inside, roubles on the wire) or a count (wins, whole coins). */
export function boardUnit(type: BoardType): 'money' | 'count' {
  return type === 'battles_won' || type === 'coins_earned' ? 'count' : 'money';
}

/** Own position cap (spec 001 §5, §9): up to 1000 as is, above "1000+", absent an em dash. */
export const OWN_POSITION_CAP = 1000;
export function positionLabel(position: number | null | undefined): string {
  if (position === null || position === undefined || position < 1) return '—';
  return position > OWN_POSITION_CAP ? `${OWN_POSITION_CAP}+` : String(position);
}

/** Rows of the collapsed ranking widget (spec 001 §4, §9). */
export const COLLAPSED_ROWS = 5;

/** A ranked score: who, how much (kopecks or a count) and when it was reached (epoch ms). */
export interface RankedScore {
  userId: number;
  score: number;
  reachedAt: number;
}

/** The documented tie rule as a comparator: negative when `a` ranks before `b`. */
export function compareScores(a: RankedScore, b: RankedScore): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.reachedAt !== b.reachedAt) return a.reachedAt - b.reachedAt;
  return a.userId - b.userId;
}

/** Countdown parts of `seconds` left (spec 001 §2, §9 units 86400, 3600, 60), never below 0. */
export function countdownParts(seconds: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const s = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** Two digits: `7` → `07` (spec 001 §2 "each padded to 2 digits"). */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/** `DD.MM.YYYY` of an ISO time in Moscow time (the boards' windows are Moscow days). */
export function formatBoardDate(iso: string): string {
  const d = new Date(Date.parse(iso) + MOSCOW_OFFSET_MS);
  return `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** `DD.MM.YYYY — DD.MM.YYYY` of a board's window (spec 001 §2); the end is the window's last day. */
export function formatBoardRange(startIso: string, endIso: string): string {
  const lastDay = new Date(Date.parse(endIso) - 1).toISOString();
  return `${formatBoardDate(startIso)} — ${formatBoardDate(lastDay)}`;
}

/** Moscow time is UTC+3 all year (no daylight saving since 2014). */
export const MOSCOW_OFFSET_MS = 3 * 3600_000;

/** Recurring windows: a Moscow day, a week from Monday, a calendar month. */
export type BoardPeriod = 'day' | 'week' | 'month';

/** The window of `period` containing `now` (epoch ms), as epoch ms [start, end). */
export function boardWindow(period: BoardPeriod, now: number): { start: number; end: number } {
  const local = new Date(now + MOSCOW_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const dayStart = Date.UTC(y, m, d) - MOSCOW_OFFSET_MS;
  switch (period) {
    case 'day':
      return { start: dayStart, end: dayStart + 86_400_000 };
    case 'week': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      const start = dayStart - sinceMonday * 86_400_000;
      return { start, end: start + 7 * 86_400_000 };
    }
    case 'month':
      return {
        start: Date.UTC(y, m, 1) - MOSCOW_OFFSET_MS,
        end: Date.UTC(y, m + 1, 1) - MOSCOW_OFFSET_MS,
      };
  }
}

/**
 * The ranking widget's rows (spec 001 §5): only rows with a user, and the signed-in player's own row
 * first when it is not already among them.
 */
export function widgetRows<R extends { user: { id: string } | null }>(
  leaders: readonly R[],
  me: R | null,
): R[] {
  const withUser = leaders.filter((r) => r.user !== null);
  if (!me?.user || withUser.some((r) => r.user?.id === me.user?.id)) return withUser;
  return [me, ...withUser];
}

/** Board cards sorted ascending by `order` (spec 001 §3), stable for equal orders. */
export function sortBoards<B extends { order: number }>(boards: readonly B[]): B[] {
  return [...boards].sort((a, b) => a.order - b.order);
}

/**
 * The store rule for the active board (spec 001 §4): keep the current one if still listed, otherwise
 * the first; null for an empty list.
 */
export function pickActiveBoard<B extends { id: string }>(
  boards: readonly B[],
  currentId: string | null,
): B | null {
  return boards.find((b) => b.id === currentId) ?? boards[0] ?? null;
}

/**
 * The dashboard's figures (issue 30 "Dashboard"; docs/console.md "Dashboard"): the last `days` UTC days, today
 * included, one entry per day even without activity; per game the plays, stakes, payouts at item value, gross
 * gaming revenue (stakes − payouts), the realised edge (GGR ÷ stakes) and the expected one (1 − expected payouts ÷
 * stakes: the return of what was played, weighted by stakes); deposits, withdrawals by value, what the marketplace
 * charged for the withdrawals it delivered and their margin (their value − that cost; issue 46), active and new
 * players. The areas' figures come through `ports` (areas.ts). Roubles on the wire.
 */
import {
  DASHBOARD_GAMES,
  type DashboardGameDay,
  type DashboardResponse,
} from '@cases/domain/api/admin-site';
import { toRoubles } from '@cases/domain/money';
import type { DbOrTx } from '../../db/client.ts';
import type { GameDayFigures, ReportsPorts } from './ports.ts';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const ratio = (num: number, den: number) =>
  den > 0 ? Math.round((num / den) * 10_000) / 10_000 : null;

type Totals = Omit<GameDayFigures, 'day'>;

/** A game's figures on the wire from kopeck sums. */
export function gameWire(game: DashboardGameDay['game'], f: Totals): DashboardGameDay {
  const ggr = f.stakes - f.payouts;
  return {
    game,
    plays: f.plays,
    stakes: toRoubles(f.stakes),
    payouts: toRoubles(f.payouts),
    ggr: toRoubles(ggr),
    edge: ratio(ggr, f.stakes),
    expected_edge: f.stakes > 0 ? ratio(f.stakes - f.expected, f.stakes) : null,
  };
}

const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));

/** The dashboard of the last `days` days ending today (UTC) at `now`. */
export async function dashboard(
  db: DbOrTx,
  ports: ReportsPorts,
  days: number,
  now = new Date(),
): Promise<DashboardResponse> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const [purchases, deposits, withdrawals, active, fresh, ...games] = await Promise.all([
    ports.purchases(db, from),
    ports.deposits(db, from),
    ports.withdrawals(db, from),
    ports.activePlayers(db, from),
    ports.newPlayers(db, from),
    ...DASHBOARD_GAMES.map((g) => ports.games[g](db, from)),
  ]);
  const sums = [deposits, withdrawals, active, fresh].map((rows) => byDay(rows));
  const bought = byDay(purchases);
  const perGame = games.map((rows) => byDay(rows));
  const zero: Totals = { plays: 0, stakes: 0, payouts: 0, expected: 0 };
  const totals = DASHBOARD_GAMES.map(() => ({ ...zero }));

  const list = Array.from({ length: days }, (_, i) => {
    const day = isoDay(new Date(from.getTime() + i * DAY_MS));
    const [dep, wd, act, neu] = sums.map((m) => m.get(day));
    const buy = bought.get(day);
    return {
      day,
      deposits: toRoubles(dep?.sum ?? 0),
      deposits_count: dep?.count ?? 0,
      withdrawals: toRoubles(wd?.sum ?? 0),
      withdrawals_count: wd?.count ?? 0,
      withdrawals_cost: toRoubles(buy?.cost ?? 0),
      withdrawals_margin: toRoubles((buy?.value ?? 0) - (buy?.cost ?? 0)),
      active_players: act?.count ?? 0,
      new_players: neu?.count ?? 0,
      games: DASHBOARD_GAMES.map((g, k) => {
        const f = perGame[k]!.get(day) ?? zero;
        const t = totals[k]!;
        t.plays += f.plays;
        t.stakes += f.stakes;
        t.payouts += f.payouts;
        t.expected += f.expected;
        return gameWire(g, f);
      }),
    };
  });
  return {
    from: isoDay(from),
    to: isoDay(new Date(today)),
    days: list,
    totals: DASHBOARD_GAMES.map((g, k) => gameWire(g, totals[k]!)),
  };
}

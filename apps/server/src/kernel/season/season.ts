/**
 * The season read model (issue 28; spec 001 §3 Event settings): the running season (cached 10 s, like the
 * catalog snapshot) and a player's season coins — the pass's progress: the COIN credits of paid play inside the
 * season's window (EARNED_REASONS; spending coins never lowers it), kept as a counter (issue 43).
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { seasonProgress, seasons } from '../../db/schema/index.ts';
import type { SeasonSettings } from '../../catalog/season-settings.ts';
import { dbCache } from '../../platform/db-cache.ts';

export type SeasonRow = typeof seasons.$inferSelect & { settings: SeasonSettings };

async function load(db: DbOrTx): Promise<SeasonRow | null> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(seasons)
    .where(and(lte(seasons.startsAt, now), gt(seasons.endsAt, now)))
    .orderBy(asc(seasons.startsAt))
    .limit(1);
  return (row as SeasonRow | undefined) ?? null;
}

const cache = dbCache(10_000, load);

/** The season running now, or null (cached up to 10 s). */
export function currentSeason(db: DbOrTx): Promise<SeasonRow | null> {
  return cache.get(db);
}

/** Drops the cached season (after seeding or an operator's change). */
export function invalidateSeason(db: DbOrTx): void {
  cache.forget(db);
}

/**
 * Ledger reasons of the coins that count as earned in the season — coins from paid play only (issue 44,
 * decision 022): a paid drop's coins, a battle's, a contract's and an upgrade's. Coins from bonuses, missions,
 * offers, promo codes, the pass's own rewards and adjustments stay spendable but move neither the pass nor the
 * season's board. The counting trigger `ledger_season_coins` (migration 0037) holds the same list; change both
 * together.
 */
export const EARNED_REASONS = [
  'case_coins',
  'battle_coins',
  'contract_coins',
  'upgrade_coins',
] as const;

/**
 * The player's counters in `seasonId` (issue 43), kept as things happen by the triggers of migration 0037:
 * `"<kind>:<caseId>"` → amount, kind a task type or `coins`; the case id of `case` counters (one per case the
 * player opened), 0 for the other kinds; kopecks for `money`. One indexed read whatever the player's history.
 */
export async function seasonCounters(
  db: DbOrTx,
  userId: number,
  seasonId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      kind: seasonProgress.kind,
      caseId: seasonProgress.caseId,
      amount: seasonProgress.amount,
    })
    .from(seasonProgress)
    .where(and(eq(seasonProgress.userId, userId), eq(seasonProgress.seasonId, seasonId)));
  return new Map(rows.map((r) => [`${r.kind}:${r.caseId}`, Number(r.amount)]));
}

/** The season coins earned, from the player's counters (`seasonCounters`). */
export const coinsIn = (counters: ReadonlyMap<string, number>): number =>
  counters.get('coins:0') ?? 0;

/** The coins `userId` earned in `season`'s window (whole coins): its `coins` counter, one row. */
export async function seasonCoins(
  db: DbOrTx,
  userId: number,
  season: Pick<SeasonRow, 'id'>,
): Promise<number> {
  const [row] = await db
    .select({ amount: seasonProgress.amount })
    .from(seasonProgress)
    .where(
      and(
        eq(seasonProgress.userId, userId),
        eq(seasonProgress.seasonId, season.id),
        eq(seasonProgress.kind, 'coins'),
        eq(seasonProgress.caseId, 0),
      ),
    );
  return Number(row?.amount ?? 0);
}

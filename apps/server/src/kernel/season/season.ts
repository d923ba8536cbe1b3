/**
 * The season read model (issue 28; spec 001 §3 Event settings): the running season (cached 10 s, like the
 * catalog snapshot) and a player's season coins — the pass's progress, read from the ledger: every COIN credit
 * inside the season's window except the pass's own level prizes (spending coins never lowers it).
 */
import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { seasons } from '../../db/schema/index.ts';
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

/** Ledger reasons whose coins do not count as earned in the season (the pass's level prizes). */
export const NOT_EARNED_REASONS = ['pass_prize'] as const;

/** The coins `userId` earned in `season`'s window (whole coins). */
export async function seasonCoins(
  db: DbOrTx,
  userId: number,
  season: Pick<SeasonRow, 'startsAt' | 'endsAt'>,
): Promise<number> {
  const res: unknown = await db.execute(sql`
    select coalesce(sum(amount), 0)::bigint as coins from ledger
    where user_id = ${userId} and currency = 'COIN' and amount > 0
      and reason <> all(${sql.raw(`array[${NOT_EARNED_REASONS.map((r) => `'${r}'`).join(',')}]`)})
      and created_at >= ${season.startsAt.toISOString()} and created_at < ${season.endsAt.toISOString()}`);
  return Number((res as { rows: { coins: string | number }[] }).rows[0]?.coins ?? 0);
}

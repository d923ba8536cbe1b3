/**
 * Leaderboard prize pools (issue 44 "Staff cannot mint money"; decision 022 "Leaderboard prizes"): what a board's
 * window pays in all — its prizes at the items' prices — is at most its period's cap (catalog-config.ts
 * `prizePoolCapKopecks`). A content role's prize list (modules/leaderboards) and a catalog role's item price
 * (modules/cases) are both checked against it, each under the catalog's save lock with the prices and lists read in
 * its transaction, so neither checks against the other's old state. Before, a content role could put ten of the
 * dearest items on a daily board anyone with 100 ₽ of openings could top, and a catalog role could price an item that
 * no case holds, but a board pays, at any sum.
 * Kopecks inside; the refusal is 422 prize_pool_over_cap naming the series or board, the pool and the cap.
 */
import type { BoardPeriod } from '@cases/domain/leaderboards';
import { toRoubles } from '@cases/domain/money';
import type { GameProject } from '@cases/domain/projects';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CatalogConfig } from '../../catalog-config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { items, leaderboardPrizes, leaderboards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { savedSeriesEdits, seriesWithEdits } from './series-edits.ts';

/** A list of prizes one window pays: what it is (for the refusal), its period, the item ids by place. */
export interface PrizeList {
  what: string;
  period: BoardPeriod;
  prizes: readonly string[];
}

/**
 * Every prize list a price of `itemId` moves, read in `tx`: each series' next windows (the catalog's with the saved
 * edits) and each board not settled yet, when it holds the item.
 */
export async function prizeListsHolding(
  tx: DbOrTx,
  project: GameProject,
  itemId: string,
): Promise<PrizeList[]> {
  const series = seriesWithEdits(project, await savedSeriesEdits(tx));
  const periodOf = new Map(series.map((s) => [s.slug, s.period]));
  const lists: PrizeList[] = series
    .filter((s) => s.prizes.includes(itemId))
    .map((s) => ({ what: `series ${s.slug}`, period: s.period, prizes: s.prizes }));
  const holding = await tx
    .selectDistinct({ id: leaderboards.id, series: leaderboards.series })
    .from(leaderboards)
    .innerJoin(leaderboardPrizes, eq(leaderboardPrizes.boardId, leaderboards.id))
    .where(and(isNull(leaderboards.settledAt), eq(leaderboardPrizes.itemId, itemId)));
  if (holding.length === 0) return lists;
  const rows = await tx
    .select({ boardId: leaderboardPrizes.boardId, itemId: leaderboardPrizes.itemId })
    .from(leaderboardPrizes)
    .where(
      inArray(
        leaderboardPrizes.boardId,
        holding.map((b) => b.id),
      ),
    )
    .orderBy(asc(leaderboardPrizes.boardId), asc(leaderboardPrizes.place));
  for (const b of holding) {
    const period = periodOf.get(b.series);
    if (period === undefined) continue;
    lists.push({
      what: `board ${b.id} of ${b.series}`,
      period,
      prizes: rows.filter((r) => r.boardId === b.id).map((r) => r.itemId),
    });
  }
  return lists;
}

/** What `prizes` pay in all at the items' prices in `tx` (kopecks); `at` prices one item otherwise. */
export async function prizePoolKopecks(
  tx: DbOrTx,
  prizes: readonly string[],
  at?: { itemId: string; priceKopecks: number },
): Promise<number> {
  if (prizes.length === 0) return 0;
  const rows = await tx
    .select({ id: items.id, price: items.price })
    .from(items)
    .where(inArray(items.id, [...new Set(prizes)]));
  const price = new Map(rows.map((r) => [r.id, r.price]));
  if (at) price.set(at.itemId, at.priceKopecks);
  return prizes.reduce((sum, id) => sum + (price.get(id) ?? 0), 0);
}

/** Refuses `list` paying `poolKopecks` above its period's cap: 422 prize_pool_over_cap. */
export function requirePoolWithin(cfg: CatalogConfig, list: PrizeList, poolKopecks: number): void {
  const cap = cfg.prizePoolCapKopecks[list.period];
  if (poolKopecks > cap)
    throw new AppError(
      422,
      'prize_pool_over_cap',
      `${list.what}: prizes worth ${toRoubles(poolKopecks)} ₽ a ${list.period}, above the cap of ${toRoubles(cap)} ₽`,
    );
}

/** Refuses a price of `itemId` that takes any prize list holding it over its cap (call under the catalog's save lock). */
export async function requirePoolsWithItemPrice(
  tx: DbOrTx,
  cfg: CatalogConfig,
  project: GameProject,
  itemId: string,
  priceKopecks: number,
): Promise<void> {
  for (const list of await prizeListsHolding(tx, project, itemId))
    requirePoolWithin(cfg, list, await prizePoolKopecks(tx, list.prizes, { itemId, priceKopecks }));
}

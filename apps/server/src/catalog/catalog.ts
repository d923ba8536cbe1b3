/**
 * Lookups and money maths over the hand-kept catalog. All amounts are integer kopecks unless a name says otherwise.
 */
import { paidShare } from '@cases/domain/odds';
import type { CatalogCase, CatalogItem } from './types.ts';
import { catalogCases } from './cases.ts';
import { steamItems } from './items.ts';
import { levelCases } from './level-cases.ts';
import { seasonCases, shopCaseCoins } from './season-cases.ts';
import { heroSets } from './packs.ts';
import { balanceVouchers } from './vouchers.ts';

/** Every catalog item: ordinary Steam items, then packs (type 1), then balance vouchers (type 3). */
export const catalogItems: CatalogItem[] = [...steamItems, ...heroSets, ...balanceVouchers];

/**
 * Every case the shop seeds, in position order: the shop's cases (with the coins their paid drops pay,
 * issue 28), the level cases, then the season's cases.
 */
export const allCases: CatalogCase[] = [
  ...catalogCases.map((c) => (shopCaseCoins[c.slug] ? { ...c, coins: shopCaseCoins[c.slug] } : c)),
  ...levelCases,
  ...seasonCases,
];

/** Every catalog item by its slug. */
export const itemBySlug: ReadonlyMap<string, CatalogItem> = new Map(
  catalogItems.map((item) => [item.slug, item]),
);

/**
 * Expected value of one opening of `c`, in kopecks (not rounded): sum(weight × item price) / sum(weight), with
 * the items of `items` (Dota 2's catalog unless given: another project's, issue 34).
 * Throws if the case names an item that is not in the catalog or has no positive total weight.
 */
export function expectedValueKopecks(
  c: CatalogCase,
  items: ReadonlyMap<string, CatalogItem> = itemBySlug,
): number {
  let total = 0;
  let weighted = 0;
  for (const entry of c.items) {
    const item = items.get(entry.item);
    if (!item) throw new Error(`case ${c.slug}: unknown item ${entry.item}`);
    total += entry.weight;
    weighted += entry.weight * item.priceKopecks;
  }
  if (total <= 0) throw new Error(`case ${c.slug}: no positive weight`);
  return weighted / total;
}

/**
 * Return to player of `c`: expected value ÷ what a drop costs (a ratio, e.g. 0.9; an every-N-th-free case's drop
 * costs price × (N − 1) ÷ N, domain odds.ts `paidShare`), with the items of `items` as expectedValueKopecks. Null
 * for a free case (price 0).
 */
export function rtpOf(
  c: CatalogCase,
  items: ReadonlyMap<string, CatalogItem> = itemBySlug,
): number | null {
  if (c.priceKopecks <= 0) return null;
  return expectedValueKopecks(c, items) / (c.priceKopecks * paidShare(c.everyNOpenFree));
}

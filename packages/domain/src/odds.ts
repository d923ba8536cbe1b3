/**
 * A case's odds in figures (issue 30 "Catalog and odds, provably"): the expected value of one drop and the return
 * to player, from a drop list of `{price, weight}` (prices in kopecks, integer weights). The console shows them
 * live while an operator edits, and the server recomputes them on save to refuse a paid case outside the bounds.
 */

export interface WeightedPrice {
  /** Kopecks. */
  price: number;
  /** A positive integer. */
  weight: number;
}

/** Expected value of one drop in kopecks (Σ weight × price ÷ Σ weight); 0 for an empty list. */
export function expectedValue(drops: readonly WeightedPrice[]): number {
  let total = 0;
  let weighted = 0;
  for (const d of drops) {
    total += d.weight;
    weighted += d.weight * d.price;
  }
  return total > 0 ? weighted / total : 0;
}

/**
 * The share of a case's drops that is paid for: (N − 1) ÷ N when every N-th opening is free (spec 000 §3
 * `everyNOpenFree`), else 1.
 */
export const paidShare = (everyN: number | null | undefined): number =>
  everyN && everyN > 1 ? (everyN - 1) / everyN : 1;

/**
 * Return to player: expected value ÷ what a drop costs on average (a ratio, e.g. 0.9); null for a free case
 * (price 0). A case that gives every N-th opening free costs price × (N − 1) ÷ N a drop (issue 44: a 49 ₽ case of
 * 43.61 ₽ drops with every third free paid back 1.34 of what it took).
 */
export function returnToPlayer(
  drops: readonly WeightedPrice[],
  priceKopecks: number,
  everyN: number | null = null,
): number | null {
  return priceKopecks > 0 ? expectedValue(drops) / (priceKopecks * paidShare(everyN)) : null;
}

/** Each entry's chance of dropping (weight ÷ total), in list order. */
export function chances(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total > 0 ? w / total : 0));
}

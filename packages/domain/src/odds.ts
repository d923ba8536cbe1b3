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

/** Return to player: expected value ÷ price (a ratio, e.g. 0.9); null for a free case (price 0). */
export function returnToPlayer(
  drops: readonly WeightedPrice[],
  priceKopecks: number,
): number | null {
  return priceKopecks > 0 ? expectedValue(drops) / priceKopecks : null;
}

/** Each entry's chance of dropping (weight ÷ total), in list order. */
export function chances(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total > 0 ? w / total : 0));
}

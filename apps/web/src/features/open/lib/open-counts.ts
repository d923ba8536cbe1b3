/**
 * How many copies of a case one opening may take (spec 000 §3 Case `multifixNumber`,
 * `multicastData.range`; §7 `multi_open` 1–5): a multifix case exactly its number, a multicast case
 * the counts of its range, a free case one, any other 1–5.
 */
export const MULTI_OPEN_MAX = 5;

export interface OpenCountRules {
  priceData: { price: number };
  multifixNumber: number | null;
  multicastData: { range: number[] } | null;
}

const clamp = (n: number) => Math.min(MULTI_OPEN_MAX, Math.max(1, Math.trunc(n)));

/** The counts the selector offers, ascending, never empty. */
export function openCounts(c: OpenCountRules): number[] {
  if (c.multifixNumber) return [clamp(c.multifixNumber)];
  const range = c.multicastData?.range;
  if (range?.length === 2) {
    const [a, b] = [clamp(Math.min(range[0]!, range[1]!)), clamp(Math.max(range[0]!, range[1]!))];
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  }
  if (c.priceData.price === 0) return [1];
  return Array.from({ length: MULTI_OPEN_MAX }, (_, i) => i + 1);
}

/** `wanted` when the case allows it, else the nearest allowed count. */
export function openCount(c: OpenCountRules, wanted: number): number {
  const counts = openCounts(c);
  if (counts.includes(wanted)) return wanted;
  return counts.reduce((best, n) => (Math.abs(n - wanted) < Math.abs(best - wanted) ? n : best));
}

/**
 * Builds the tiles of one opening roulette (spec 000 §3 Case; brief "opening animation"): filler
 * tiles drawn from the case's items (weighted by the square root of their published weights), with
 * the real drop at `STOP_INDEX`.
 * The filler is decoration only; the drop itself comes from the server's provably-fair roll.
 */

export const STRIP_LENGTH = 64;
export const STOP_INDEX = 56;

/** Picks `count` items at random, proportionally to `weight`. */
function weightedPicks<T extends { weight: number }>(
  items: readonly T[],
  count: number,
  random: () => number,
): T[] {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  const out: T[] = [];
  for (let n = 0; n < count; n++) {
    let target = random() * total;
    let chosen = items[items.length - 1];
    for (const item of items) {
      target -= item.weight;
      if (target < 0) {
        chosen = item;
        break;
      }
    }
    if (chosen) out.push(chosen);
  }
  return out;
}

/**
 * Returns `STRIP_LENGTH` tiles with `drop` at `STOP_INDEX`. Rare items are shown a little more often
 * than their weight (square-root weighting) so the strip looks lively; throws on an empty case.
 */
export function buildStrip<T extends { weight: number }, D>(
  items: readonly T[],
  drop: D,
  random: () => number = Math.random,
): (T | D)[] {
  if (items.length === 0) throw new RangeError('a case needs items to build a strip');
  const softened = items.map((item) => ({ item, weight: Math.sqrt(item.weight) }));
  const filler = weightedPicks(softened, STRIP_LENGTH, random).map((s) => s.item);
  const tiles: (T | D)[] = [...filler];
  tiles[STOP_INDEX] = drop;
  return tiles;
}

/** Random offset within the stop tile (±35 % of a tile) so the marker does not always hit the centre. */
export function stopJitter(tileStep: number, random: () => number = Math.random): number {
  return (random() - 0.5) * tileStep * 0.7;
}

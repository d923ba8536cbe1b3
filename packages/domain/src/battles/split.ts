/**
 * The 2v2 split (issue 10 "teams share the winnings equally by value, the split fair and written
 * down"): items are whole, so the winning team's drops are dealt greedily, dearest first, each to the
 * teammate with the lower running value. Ties of price keep the battle order (round, then seat); ties of
 * running value go to the lower seat. The two shares then differ by at most the price of one item, and
 * anyone can redo the split from the revealed drops.
 */

export interface SplitDrop {
  round: number;
  seat: number;
  /** Integer value (kopecks). */
  price: number;
}

/**
 * The owner seat of each drop (same order as `drops`) when `teamSeats` (ascending, e.g. [1, 2]) share
 * them. With one seat, every drop is that seat's.
 */
export function splitBetween(drops: readonly SplitDrop[], teamSeats: readonly number[]): number[] {
  if (teamSeats.length === 0) throw new RangeError('a share needs at least one seat');
  const order = drops
    .map((d, i) => ({ d, i }))
    .sort((a, b) => b.d.price - a.d.price || a.d.round - b.d.round || a.d.seat - b.d.seat);
  const sums = new Map(teamSeats.map((s) => [s, 0]));
  const owners = new Array<number>(drops.length);
  for (const { d, i } of order) {
    let best = teamSeats[0]!;
    for (const s of teamSeats) if (sums.get(s)! < sums.get(best)!) best = s;
    owners[i] = best;
    sums.set(best, sums.get(best)! + d.price);
  }
  return owners;
}

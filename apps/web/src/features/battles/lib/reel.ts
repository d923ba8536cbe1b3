/**
 * The spinning strips of a battle (issue 10 "a strip per seat spinning the round's case and stopping on
 * the drop"): every viewer derives the same strip and the same moment from the battle itself — round r
 * spins from its due time (started_at + r × round_ms, shifted by this browser's measured clock skew) for
 * `spinMs`, so members, spectators and late arrivals see the same frame; the strip's filler is drawn
 * from the case's items by a PRNG seeded with the battle, round and seat.
 */

/** Tiles in a strip; the drop sits at LAND_INDEX. */
export const STRIP_LENGTH = 48;
export const LAND_INDEX = 42;

/** How long a round's strip spins (ms): most of the round, leaving a pause on the drop. */
export function spinDuration(roundMs: number): number {
  return Math.max(200, Math.min(roundMs - 900, 4_200));
}

/** A small deterministic PRNG (mulberry32) from a string seed. */
function prng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The strip of `seat` in `round`: filler picked by weight from `pool`, the drop at LAND_INDEX. */
export function buildReel<T extends { weight: number }>(
  pool: readonly T[],
  drop: T,
  seed: string,
): T[] {
  const rand = prng(seed);
  const total = pool.reduce((s, i) => s + i.weight, 0);
  const pick = () => {
    let x = rand() * total;
    for (const item of pool) {
      x -= item.weight;
      if (x < 0) return item;
    }
    return pool[pool.length - 1]!;
  };
  return Array.from({ length: STRIP_LENGTH }, (_, i) => (i === LAND_INDEX ? drop : pick()));
}

/** Where round `round` stands at `now` (local ms): before its spin, spinning (0–1), or landed. */
export function reelPhase(
  startedAt: number,
  round: number,
  roundMs: number,
  now: number,
): { state: 'waiting' | 'spinning' | 'landed'; elapsed: number } {
  const elapsed = now - (startedAt + round * roundMs);
  if (elapsed < 0) return { state: 'waiting', elapsed };
  return { state: elapsed < spinDuration(roundMs) ? 'spinning' : 'landed', elapsed };
}

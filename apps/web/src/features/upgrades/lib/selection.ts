/**
 * The upgrade page's picking rules (spec 001 §2 Upgrade page): the roubles a player types as part of the stake, and
 * the capped sets of stake items and targets.
 */

/** Roubles typed by the player: 0 for empty, NaN when not a non-negative amount with ≤ 2 decimals. */
export function typedRoubles(v: string): number {
  if (v.trim() === '') return 0;
  const n = Number(v.replace(',', '.').trim());
  return Number.isFinite(n) && n >= 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 ? n : NaN;
}

/** `map` with `id` taken out when present, else put in with `value` while fewer than `cap` are picked. */
export function toggle<T>(map: ReadonlyMap<string, T>, id: string, value: T, cap: number) {
  const next = new Map(map);
  if (next.has(id)) next.delete(id);
  else if (next.size < cap) next.set(id, value);
  return next;
}

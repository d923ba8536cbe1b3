/**
 * The active seed pair each player opened with last, kept per database handle (issue 14 "The open
 * path"): an opening rolls its drops with it and the `open_case` statement reserves the nonces only if
 * the pair and nonce are still these (a rotation, a client-seed change or another game of the player,
 * on any process, moves them on: the statement refuses with `seed_changed` and the caller reloads).
 * A hint, never the truth: nothing is decided from it without that check. At most `MAX_PLAYERS`
 * entries; the least recently used go first.
 */
import type { DbOrTx } from '../../db/client.ts';
import { activeSeedPair, type SeedPair } from '../../kernel/fairness/seed-pairs.ts';

export type CachedPair = SeedPair & { id: number };

const MAX_PLAYERS = 20_000;
const caches = new WeakMap<object, Map<number, CachedPair>>();

const cacheOf = (db: DbOrTx) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<number, CachedPair>()));
  return cache;
};

/** The pair to roll with: the remembered one, or the active pair read from the database. */
export async function pairFor(db: DbOrTx, userId: number, reload = false): Promise<CachedPair> {
  const cache = cacheOf(db);
  const known = cache.get(userId);
  if (known && !reload) {
    cache.delete(userId);
    cache.set(userId, known);
    return known;
  }
  const pair = await activeSeedPair(db, userId);
  remember(db, userId, pair);
  return pair;
}

/** Records the pair after an opening used `count` nonces of it. */
export function advance(db: DbOrTx, userId: number, pair: CachedPair, count: number): void {
  remember(db, userId, { ...pair, nonce: pair.nonce + count });
}

/** Forgets the player's pair (it moved on). */
export function forget(db: DbOrTx, userId: number): void {
  cacheOf(db).delete(userId);
}

function remember(db: DbOrTx, userId: number, pair: CachedPair): void {
  const cache = cacheOf(db);
  cache.delete(userId);
  cache.set(userId, pair);
  if (cache.size > MAX_PLAYERS) cache.delete(cache.keys().next().value!);
}

/**
 * The active seed pair each player played with last, kept per database handle (issue 14 "The open
 * path"; issue 32 for upgrades): an opening or an upgrade rolls with it and its statement
 * (`open_case`, `upgrade_items`) reserves the nonces only if the pair and nonce are still these (a rotation, a client-seed change or another game of the player,
 * on any process, moves them on: the statement refuses with `seed_changed` and the caller reloads).
 * A hint, never the truth: nothing is decided from it without that check. At most `MAX_PLAYERS`
 * entries; the least recently used go first.
 */
import type { DbOrTx } from '../../db/client.ts';
import { activeSeedPair, type SeedPair } from './seed-pairs.ts';

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

function remember(db: DbOrTx, userId: number, pair: CachedPair): void {
  const cache = cacheOf(db);
  cache.delete(userId);
  cache.set(userId, pair);
  if (cache.size > MAX_PLAYERS) cache.delete(cache.keys().next().value!);
}

/** A statement found the pair moved on between its check and its nonce update (nothing was written). */
export class SeedChanged extends Error {
  constructor() {
    super('seed_changed');
  }
}

/**
 * Runs `attempt` with the player's remembered pair; while it answers `'seed_changed'` or throws
 * `SeedChanged` (the pair moved on: nothing was written), again with the pair read afresh, at most four
 * tries, then throws `busy()`. On success the remembered pair moves on by `count` nonces. Used by the
 * one-statement item games (issue 32: `upgrade_items`, `sign_contract`).
 */
export async function withRememberedPair<T>(
  db: DbOrTx,
  userId: number,
  count: number,
  attempt: (pair: CachedPair) => Promise<T | 'seed_changed'>,
  busy: () => Error,
): Promise<T> {
  for (let i = 0; i < 4; i += 1) {
    const pair = await pairFor(db, userId, i > 0);
    let result: T | 'seed_changed';
    try {
      result = await attempt(pair);
    } catch (err) {
      if (err instanceof SeedChanged) continue;
      throw err;
    }
    if (result === 'seed_changed') continue;
    advance(db, userId, pair, count);
    return result;
  }
  throw busy();
}

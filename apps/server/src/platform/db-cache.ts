/**
 * A value read from the database and kept per database handle for a while (the catalog snapshot, the running
 * season, counters, run-time settings): every caller within `ttlMs` of a read shares its promise, a failed read
 * is not kept, and `forget` drops it at once (after this process changed what it reads).
 */
import type { DbOrTx } from '../db/client.ts';

export interface DbCache<T> {
  /** The kept value, or a fresh read when none is younger than the TTL. */
  get(db: DbOrTx): Promise<T>;
  /** Drops the kept value of `db`. */
  forget(db: DbOrTx): void;
}

/** A cache of `load(db)` per database handle for `ttlMs` milliseconds. */
export function dbCache<T>(ttlMs: number, load: (db: DbOrTx) => Promise<T>): DbCache<T> {
  const kept = new WeakMap<object, { at: number; value: Promise<T> }>();
  return {
    get(db) {
      const hit = kept.get(db);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load(db);
      kept.set(db, { at: Date.now(), value });
      value.catch(() => kept.delete(db));
      return value;
    },
    forget(db) {
      kept.delete(db);
    },
  };
}

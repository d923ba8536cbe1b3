/**
 * Each player's open mines game as this process last wrote or read it, per database handle (issue 32
 * "every money path"): a reveal or a cash-out decides its outcome from it and writes that outcome in
 * one conditional statement (`moves.ts`) that applies only while the game is still open and has exactly
 * the safe cells remembered. When another request or process moved the game on, nothing is written
 * and the game is read afresh. A hint, never the truth. At most `MAX_PLAYERS` entries, the least
 * recently used go first.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sapperGames } from '../../db/schema/index.ts';

export type SapperRow = typeof sapperGames.$inferSelect;

const MAX_PLAYERS = 20_000;
const caches = new WeakMap<object, Map<number, SapperRow>>();

const cacheOf = (db: DbOrTx) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<number, SapperRow>()));
  return cache;
};

/** The player's open game as stored (a read; undefined when none is open). */
export async function openGame(db: DbOrTx, userId: number): Promise<SapperRow | undefined> {
  const [row] = await db
    .select()
    .from(sapperGames)
    .where(and(eq(sapperGames.userId, userId), eq(sapperGames.status, 'open')));
  return row;
}

/**
 * The remembered open game (`fresh` false), or the stored one (`fresh` true) when none is remembered
 * or `reload` is set.
 */
export async function gameFor(
  db: DbOrTx,
  userId: number,
  reload: boolean,
): Promise<{ game: SapperRow | undefined; fresh: boolean }> {
  const known = cacheOf(db).get(userId);
  if (known && !reload) return { game: known, fresh: false };
  const game = await openGame(db, userId);
  remember(db, userId, game);
  return { game, fresh: true };
}

/** Records the game after a write: kept while open, forgotten once over. */
export function remember(db: DbOrTx, userId: number, row: SapperRow | undefined): void {
  const cache = cacheOf(db);
  cache.delete(userId);
  if (!row || row.status !== 'open') return;
  cache.set(userId, row);
  if (cache.size > MAX_PLAYERS) cache.delete(cache.keys().next().value!);
}

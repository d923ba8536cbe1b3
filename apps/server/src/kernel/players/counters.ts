/**
 * A player's lifetime figures as counters (issues 43 and 45, decision 023): the `player_stats` rows the triggers of
 * migration 0039 keep in the statements that record each play. Reading them is one primary-key range, however long
 * the player's history; `player_stats_counted` (the same migration, joined by 0046's case kinds) recounts them from
 * the history for the tests and the bench's audit. Kopecks for money.
 */
import type { ItemStatus } from '@cases/domain/api/inventory';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { playerStats } from '../../db/schema/index.ts';

/** The kinds of `player_stats` (db/schema/player-stats.ts says what each holds). */
export type PlayerCounterKind =
  | `item:${ItemStatus}`
  | 'case_win'
  | 'case_lose'
  | 'case_profit'
  | 'battles'
  | 'battle_wins'
  | 'battle_max_win'
  | 'upgrades'
  | `case_drops:${number}`
  | `coins:case:${string}`;

/** The player's counters; a kind they have none of reads 0. */
export interface PlayerCounters {
  of(kind: PlayerCounterKind): number;
  /** The sum of `kinds`. */
  sum(kinds: readonly PlayerCounterKind[]): number;
  /** Inventory rows of every status. */
  items(): number;
}

/** Reads every counter of the player (one query). */
export async function playerCounters(db: DbOrTx, userId: number): Promise<PlayerCounters> {
  const rows = await db
    .select({ kind: playerStats.kind, amount: playerStats.amount })
    .from(playerStats)
    .where(eq(playerStats.userId, userId));
  const byKind = new Map(rows.map((r) => [r.kind, r.amount]));
  const of = (kind: PlayerCounterKind) => byKind.get(kind) ?? 0;
  return {
    of,
    sum: (kinds) => kinds.reduce((s, k) => s + of(k), 0),
    items: () => rows.reduce((s, r) => (r.kind.startsWith('item:') ? s + r.amount : s), 0),
  };
}

/**
 * The player's progress on one case (migration 0046; spec 001 §7 personal progress): the drops they got from it
 * (`case_drops:<id>`) and the season coins its openings paid them (`coins:case:<slug>`, the `case_coins` ledger rows'
 * reference). One primary-key look-up of two rows, whatever the history; 0 for what they never had.
 */
export async function caseCounters(
  db: DbOrTx,
  userId: number,
  c: { id: number; slug: string },
): Promise<{ drops: number; coins: number }> {
  const drops: PlayerCounterKind = `case_drops:${c.id}`;
  const coins: PlayerCounterKind = `coins:case:${c.slug}`;
  const rows = await db
    .select({ kind: playerStats.kind, amount: playerStats.amount })
    .from(playerStats)
    .where(and(eq(playerStats.userId, userId), inArray(playerStats.kind, [drops, coins])));
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.amount ?? 0;
  return { drops: of(drops), coins: of(coins) };
}

/**
 * Locks the `users` rows of `userIds` in id order, as the counting triggers and a battle's settling do (migration
 * 0039's lock order): a transaction that pays several players (a board's prizes, a raffle's) takes them all first,
 * so it cannot deadlock with a battle finishing between two of the same players.
 */
export async function lockPlayersInOrder(tx: Tx, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx.execute(
    sql`select 1 from users where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for no key update`,
  );
}

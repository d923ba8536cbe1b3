/**
 * Expiry (issue 10 "the battle expiring unfilled after a configurable time, default 30 min"): the
 * sweeper takes each `created` battle past its `expires_at` with `FOR UPDATE SKIP LOCKED` and cancels it
 * with the refunds of cancel.ts, so two processes never cancel or refund one battle twice.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { battleMembers, battles } from '../../db/schema/index.ts';
import { cancelInTx } from './cancel.ts';
import type { BattleRow } from './data.ts';

/** Ids of unfilled battles past their expiry (oldest first). */
export async function expiredBattles(db: Db, now = new Date(), limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: battles.id })
    .from(battles)
    .where(and(eq(battles.status, 'created'), lte(battles.expiresAt, now)))
    .orderBy(battles.expiresAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Cancels and refunds the battle if it expired and nobody else holds it; returns it, or null. */
export async function expireBattle(
  db: Db,
  battleId: number,
  now = new Date(),
): Promise<BattleRow | null> {
  return db.transaction(async (tx) => {
    const [battle] = await tx
      .select()
      .from(battles)
      .where(
        and(eq(battles.id, battleId), eq(battles.status, 'created'), lte(battles.expiresAt, now)),
      )
      .for('update', { skipLocked: true });
    if (!battle) return null;
    const members = await tx
      .select()
      .from(battleMembers)
      .where(eq(battleMembers.battleId, battleId));
    await cancelInTx(tx, battle, members);
    return battle;
  });
}

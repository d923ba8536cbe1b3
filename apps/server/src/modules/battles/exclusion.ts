/**
 * Self-exclusion and battles (issue 12 "Safer play"): a player who excludes themself leaves every battle
 * of theirs that has not started — a seat is freed and refunded, a battle they created is cancelled
 * with everyone refunded (`leaveBattle`) — so no battle of theirs is played during the exclusion. A
 * battle that started meanwhile is left as it is (its stakes were placed before). Registered as an
 * exclusion hook by routes.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { battleMembers, battles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { leaveBattle } from './seats.ts';

/** Leaves `userId`'s battles that have not started; returns the ids of the battles that changed. */
export async function leaveWaitingBattles(db: Db, userId: number): Promise<number[]> {
  const waiting = await db
    .selectDistinct({ ulid: battles.ulid })
    .from(battles)
    .innerJoin(battleMembers, eq(battleMembers.battleId, battles.id))
    .where(and(eq(battles.status, 'created'), eq(battleMembers.userId, userId)));
  const changed: number[] = [];
  for (const { ulid } of waiting) {
    try {
      changed.push((await leaveBattle(db, userId, ulid)).battleId);
    } catch (err) {
      // Started or ended since it was read: nothing to give back.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return changed;
}

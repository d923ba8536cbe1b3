/**
 * Taking a battle's row lock: every change of a battle's seats or status first locks its row
 * (`SELECT … FOR UPDATE`), so two joins racing for the last seat run one after the other and the second
 * sees the seat taken. A private battle is invisible (404) without its key, except to its members.
 */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { battleMembers, battles } from '../../db/schema/index.ts';
import type { BattleRow } from './data.ts';
import { battleNotFound } from './errors.ts';

export type MemberRow = typeof battleMembers.$inferSelect;

/** The locked battle and its seats; 404 when unknown or private and neither keyed nor a member's. */
export async function lockBattle(
  tx: Tx,
  ulid: string,
  userId: number | null,
  key?: string,
): Promise<{ battle: BattleRow; members: MemberRow[] }> {
  const [battle] = await tx.select().from(battles).where(eq(battles.ulid, ulid)).for('update');
  if (!battle) throw battleNotFound();
  const members = await tx
    .select()
    .from(battleMembers)
    .where(eq(battleMembers.battleId, battle.id))
    .orderBy(asc(battleMembers.seat));
  if (!canSee(battle, members, userId, key)) throw battleNotFound();
  return { battle, members };
}

/** Public battles are visible to all; a private one to its members and to holders of its key. */
export function canSee(
  battle: BattleRow,
  members: { userId: number | null }[],
  userId: number | null,
  key?: string,
): boolean {
  if (!battle.isPrivate) return true;
  if (key !== undefined && key === battle.privateKey) return true;
  return userId !== null && members.some((m) => m.userId === userId);
}

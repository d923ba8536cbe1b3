/**
 * Cancelling a battle before its start (spec 001 §7 `POST /cancel_start`; issue 10): by its creator, or
 * by the sweeper once it expired unfilled. One conditional UPDATE `created → cancelled` decides; only the
 * transaction that made it refunds every player exactly what they paid, through the ledger, in user-id
 * order (so two refunding transactions never deadlock).
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { battles } from '../../db/schema/index.ts';
import { balanceOf, credit } from '../../platform/ledger.ts';
import type { BattleRow } from './data.ts';
import { cannotJoin, notAllowed } from './errors.ts';
import { lockBattle, type MemberRow } from './lock.ts';

/** Cancels the locked battle and refunds; returns each refunded player's balance after it (kopecks). */
export async function cancelInTx(
  tx: Tx,
  battle: BattleRow,
  members: MemberRow[],
): Promise<Map<number, number>> {
  const [row] = await tx
    .update(battles)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(battles.id, battle.id), eq(battles.status, 'created')))
    .returning({ id: battles.id });
  if (!row) throw cannotJoin('The battle has already started or ended');
  const balances = new Map<number, number>();
  const paying = members
    .filter((m): m is MemberRow & { userId: number } => m.userId !== null && m.paid > 0)
    .sort((a, b) => a.userId - b.userId);
  for (const m of paying)
    balances.set(
      m.userId,
      await credit(tx, {
        userId: m.userId,
        amount: m.paid,
        reason: 'battle_refund',
        reference: `battle:${battle.ulid}`,
      }),
    );
  return balances;
}

/** The creator cancels their battle; returns their balance after the refund (kopecks). */
export async function cancelBattle(
  db: Db,
  userId: number,
  ulid: string,
): Promise<{ balance: number; battleId: number }> {
  return db.transaction(async (tx) => {
    const { battle, members } = await lockBattle(tx, ulid, userId);
    if (battle.creatorId !== userId) throw notAllowed('Only the creator may cancel the battle');
    const balances = await cancelInTx(tx, battle, members);
    return { balance: balances.get(userId) ?? (await balanceOf(tx, userId)), battleId: battle.id };
  });
}

/**
 * `POST /sell` (spec 001 §7 "sell all winnings"; issue 10): the caller's items won in this battle that
 * are still in their inventory move `progress → selled` with one conditional UPDATE, and the sum of the
 * rows it returned is credited through the ledger in the same transaction, so a double click pays once.
 * Errors: 404 (unknown, or private and not a member), 409 inventory (nothing left to sell).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { battleDrops, battleMembers, battles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { creditUnlessZero } from '../../platform/ledger.ts';
import { battleNotFound } from './errors.ts';
import { canSee } from './lock.ts';
import { moveItems } from '../../kernel/inventory/items.ts';

/** Sells what the caller won in the battle; amounts in kopecks. */
export async function sellWinnings(
  db: Db,
  userId: number,
  ulid: string,
): Promise<{ balance: number; amount: number; sold: number; battleId: number }> {
  return db.transaction(async (tx) => {
    const [battle] = await tx.select().from(battles).where(eq(battles.ulid, ulid));
    if (!battle) throw battleNotFound();
    const members = await tx
      .select({ userId: battleMembers.userId })
      .from(battleMembers)
      .where(eq(battleMembers.battleId, battle.id));
    if (!canSee(battle, members, userId)) throw battleNotFound();
    const ids = tx
      .select({ id: battleDrops.inventoryItemId })
      .from(battleDrops)
      .where(and(eq(battleDrops.battleId, battle.id), isNotNull(battleDrops.inventoryItemId)));
    const sold = await moveItems(tx, { ids, userId, from: 'progress', to: 'selled' });
    if (sold.length === 0)
      throw new AppError(409, 'inventory', 'Nothing left to sell from this battle');
    const amount = sold.reduce((s, r) => s + r.price, 0);
    const balance = await creditUnlessZero(tx, {
      userId,
      amount,
      reason: 'sell',
      reference: `battle:${ulid}`,
    });
    return { balance, amount, sold: sold.length, battleId: battle.id };
  });
}

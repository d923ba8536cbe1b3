/**
 * The trade offer of an item's withdrawal, spec 001 §7 Inventory `GET /v1/inventory/{id}/trade_id`:
 * the caller's item's latest withdrawal row, its state and the Steam trade offer id the bot sent (null
 * before it is sent). Errors: 404 invalidItem (no such item, or another player's: never told apart).
 */
import type { WithdrawalState } from '@cases/domain/api/withdrawals';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, withdrawalJobs } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export interface ItemTradeOffer {
  /** The Steam trade offer id, once sent. */
  tradeOfferId: string | null;
  /** The latest withdrawal's state; null when the item was never sent. */
  state: WithdrawalState | null;
  /** When the offer (or the PREPARING timer) runs out. */
  endsAt: Date | null;
}

/** The latest withdrawal of the caller's item `itemId`; see the module comment. */
export async function itemTradeOffer(
  db: DbOrTx,
  userId: number,
  itemId: number,
): Promise<ItemTradeOffer> {
  const [item] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.userId, userId)));
  if (!item) throw new AppError(404, 'invalidItem', 'Item not found');
  const [job] = await db
    .select({
      tradeOfferId: withdrawalJobs.tradeOfferId,
      state: withdrawalJobs.state,
      endsAt: withdrawalJobs.timerEndsAt,
    })
    .from(withdrawalJobs)
    .where(and(eq(withdrawalJobs.inventoryItemId, itemId), eq(withdrawalJobs.userId, userId)))
    .orderBy(desc(withdrawalJobs.id))
    .limit(1);
  if (!job) return { tradeOfferId: null, state: null, endsAt: null };
  return { ...job, state: job.state as WithdrawalState };
}

/**
 * What a send request holds, and redeeming balance vouchers (item type 3), spec 001 §3, §4 Selection,
 * §7 `senditem`. A voucher is not sent to Steam: withdrawing it moves it progress → completed by a
 * conditional UPDATE and credits its price (kopecks) to the balance through the ledger (reason `voucher`),
 * inside the caller's transaction. Nothing else is involved: no Steam link, no job, no hourly limit.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inventoryItems, items } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { credit, itemsReference } from '../../platform/ledger.ts';
import { moveItems } from '../../kernel/inventory/items.ts';

/** How a request's items are withdrawn: to Steam, or credited to the balance. */
export type SendKind = 'steam' | 'voucher';

/**
 * Classifies the caller's items `ids` (distinct) by their catalog type, in one read. Throws 404 invalidItem
 * when any is not the caller's, 400 dataNotFound when type-3 items are mixed with others, 409 inventory
 * when a pack (type 1) is among them (a pack is unpacked, never withdrawn).
 */
export async function sendKind(tx: Tx, userId: number, ids: number[]): Promise<SendKind> {
  const rows = await tx
    .select({ type: items.type })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, ids)));
  if (rows.length !== ids.length) throw new AppError(404, 'invalidItem', 'Item not found');
  const vouchers = rows.filter((r) => r.type === ITEM_TYPE.voucher).length;
  if (vouchers > 0 && vouchers < rows.length)
    throw new AppError(400, 'dataNotFound', 'Balance vouchers are withdrawn on their own');
  if (rows.some((r) => r.type === ITEM_TYPE.pack))
    throw new AppError(409, 'inventory', 'A pack cannot be withdrawn; unpack it first');
  return vouchers > 0 ? 'voucher' : 'steam';
}

/**
 * Redeems the caller's vouchers `ids`: progress → completed and one ledger credit of their summed price.
 * Returns the new balance (kopecks). Throws 409 inventory when any of them is no longer in progress
 * (the caller's transaction then rolls back, so nothing changes).
 */
export async function redeemVouchers(tx: Tx, userId: number, ids: number[]): Promise<number> {
  const redeemed = await moveItems(tx, { ids, userId, from: 'progress', to: 'completed' });
  if (redeemed.length !== ids.length)
    throw new AppError(409, 'inventory', 'Item is no longer in the inventory');
  const amount = redeemed.reduce((sum, r) => sum + r.price, 0);
  return credit(tx, { userId, amount, reason: 'voucher', reference: itemsReference(redeemed) });
}

/**
 * Unpacking a pack, spec 001 §4 Unpack, §7 `POST /v1/inventory/packs/open`.
 * In one transaction the pack row goes progress → unpacked by a conditional UPDATE (only the owner's,
 * only a type-1 item) and its contents are inserted as progress rows with the pack's source and case,
 * each at its catalog item's current price (kopecks) and `paid` null (not an opening of its own).
 * No money moves: a pack is priced at the sum of its contents (catalog/packs.ts), so the inventory's value
 * is unchanged and no ledger row is written. Of concurrent unpacks of one pack exactly one succeeds.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inventoryItems, items } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { ItemRow } from '../../kernel/catalog/snapshot.ts';
import type { InventoryRow } from '../../kernel/inventory/item-row.ts';
import { addItems, moveItems } from '../../kernel/inventory/items.ts';

export interface Unpacked {
  /** The inserted content rows, in the pack's reveal order, each with its catalog item. */
  contents: { row: InventoryRow; item: ItemRow }[];
}

/** Why the conditional UPDATE matched nothing: 404 invalidItem (not the caller's) or 409 inventory. */
async function unpackError(tx: Tx, userId: number, inventoryId: number): Promise<AppError> {
  const [row] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, inventoryId), eq(inventoryItems.userId, userId)));
  if (!row) return new AppError(404, 'invalidItem', 'Item not found');
  return new AppError(409, 'inventory', 'Only a pack still in the inventory can be unpacked');
}

/**
 * Unpacks the caller's pack `inventoryId` (an inventory row id). Throws 404 invalidItem when the row is
 * not the caller's, 409 inventory when it is not a pack or no longer in progress (already unpacked, sold,
 * being withdrawn); nothing changes then.
 */
export async function unpackPack(db: Db, userId: number, inventoryId: number): Promise<Unpacked> {
  return db.transaction(async (tx) => {
    const [pack] = await moveItems(tx, {
      ids: [inventoryId],
      userId,
      from: 'progress',
      to: 'unpacked',
      where: inArray(
        inventoryItems.itemId,
        tx.select({ id: items.id }).from(items).where(eq(items.type, ITEM_TYPE.pack)),
      ),
    });
    if (!pack) throw await unpackError(tx, userId, inventoryId);
    const [packItem] = await tx.select().from(items).where(eq(items.id, pack.itemId));
    const ids = packItem?.packItems ?? [];
    // An empty pack would lose its value on unpacking: refuse it, the transaction rolls back.
    if (ids.length === 0) throw new AppError(409, 'inventory', 'This pack has no contents');
    const catalog = new Map(
      (await tx.select().from(items).where(inArray(items.id, ids))).map((i) => [i.id, i]),
    );
    const contents = ids.map((id) => {
      const item = catalog.get(id);
      if (!item) throw new Error(`pack ${pack.itemId}: unknown content ${id}`);
      return item;
    });
    const rows = await addItems(
      tx,
      contents.map((item) => ({
        userId,
        itemId: item.id,
        price: item.price,
        paid: null,
        status: 'progress',
        source: pack.source,
        caseId: pack.caseId,
      })),
    );
    // Identity ids follow the VALUES order, so ascending ids are the reveal order.
    rows.sort((a, b) => a.id - b.id);
    return { contents: rows.map((row) => ({ row, item: catalog.get(row.itemId)! })) };
  });
}

/**
 * Replacing an inventory item by a cheaper catalog item, spec 001 §3 (source Change, status changed),
 * §7 Inventory `get/replacements`, `replacement`. Prices in kopecks.
 * Candidates: ordinary catalog items (type 0) priced in [½ × the item's price, the item's price], not the
 * item's own catalog item, cheapest first, at most REPLACEMENTS_MAX. A replacement is one transaction:
 * old row progress → changed (conditional UPDATE), a new progress row (source Change, the candidate's
 * current price), and the difference credited through the ledger.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { creditUnlessZero, itemsReference } from '../../platform/ledger.ts';
import { snapshot, type ItemRow, type Snapshot } from '../../kernel/catalog/snapshot.ts';
import type { InventoryRow } from '../../kernel/inventory/item-row.ts';
import { addItems, moveItems } from '../../kernel/inventory/items.ts';

export const REPLACEMENTS_MAX = 30;

/** The catalog items `row` may become (see the module comment); empty unless it is an ordinary progress item. */
export function replacementCandidates(snap: Snapshot, row: InventoryRow): ItemRow[] {
  const own = snap.items.get(row.itemId);
  if (row.status !== 'progress' || !own || own.type !== ITEM_TYPE.item) return [];
  return [...snap.items.values()]
    .filter(
      (i) =>
        i.id !== row.itemId &&
        i.type === ITEM_TYPE.item &&
        i.price <= row.price &&
        i.price * 2 >= row.price,
    )
    .sort((a, b) => a.price - b.price || a.id.localeCompare(b.id))
    .slice(0, REPLACEMENTS_MAX);
}

/** The caller's inventory row `inventoryId`; 404 invalidItem when it is not theirs. */
async function ownRow(db: Db, userId: number, inventoryId: number): Promise<InventoryRow> {
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, inventoryId), eq(inventoryItems.userId, userId)));
  if (!row) throw new AppError(404, 'invalidItem', 'Item not found');
  return row;
}

/** Replacement candidates of the caller's item `inventoryId`, with the snapshot they come from. 404 invalidItem. */
export async function listReplacements(db: Db, userId: number, inventoryId: number) {
  const [row, snap] = await Promise.all([ownRow(db, userId, inventoryId), snapshot(db)]);
  return { items: replacementCandidates(snap, row), snap };
}

/**
 * Swaps the caller's item `inventoryId` for catalog item `replacementId`; returns the new row, its catalog item,
 * the refund and the balance after it (kopecks). Errors, nothing written: 404 invalidItem (not the
 * caller's), 409 inventory (not progress, or a pack/voucher), 400 dataNotFound (not a candidate).
 */
export async function replaceItem(
  db: Db,
  userId: number,
  inventoryId: number,
  replacementId: string,
) {
  const [old, snap] = await Promise.all([ownRow(db, userId, inventoryId), snapshot(db)]);
  const own = snap.items.get(old.itemId);
  if (old.status !== 'progress' || !own || own.type !== ITEM_TYPE.item)
    throw new AppError(409, 'inventory', 'Item is no longer in the inventory');
  const target = replacementCandidates(snap, old).find((i) => i.id === replacementId);
  if (!target) throw new AppError(400, 'dataNotFound', 'Not a replacement of this item');
  const refund = old.price - target.price;
  return db.transaction(async (tx) => {
    const changed = await moveItems(tx, {
      ids: [old.id],
      userId,
      from: 'progress',
      to: 'changed',
    });
    if (changed.length !== 1)
      throw new AppError(409, 'inventory', 'Item is no longer in the inventory');
    const [row] = await addItems(tx, [
      {
        userId,
        itemId: target.id,
        price: target.price,
        status: 'progress',
        source: 'Change',
        caseId: null,
      },
    ]);
    const balance = await creditUnlessZero(tx, {
      userId,
      amount: refund,
      reason: 'replacement',
      reference: itemsReference([old]),
    });
    return { row: row!, item: target, refund, balance, snap };
  });
}

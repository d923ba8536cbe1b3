/**
 * A skin exchange (issue 29 "Skin exchange"; spec 001 §3 statuses EXCHANGING, EXCHANGED and source Change): the
 * player gives active items and takes catalog items worth up to their value less the published margin
 * (EXCHANGE_MARGIN), the remainder credited to the balance. One transaction: the given rows are locked in id
 * order and moved `progress → EXCHANGING` only if each is still the player's active item (so the same item given
 * to two exchanges, or to an exchange and a sale, at once moves once: the loser answers
 * `exchange_items_outdated`), the taken items enter with source `Change` at their catalog price, the given ones
 * end `EXCHANGED`, the remainder goes through the ledger (`exchange`). Kopecks inside; the allowed value is
 * rounded down to the kopeck. Items in a withdrawal, a battle, an upgrade, a contract or the sale queue are not
 * `progress` and cannot be given.
 * Errors: 409 exchange_items_outdated, 409 exchange_value_exceeded, 404 invalidItem (an unknown catalog item).
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems, skinExchanges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { creditUnlessZero } from '../../platform/ledger.ts';
import { ordinaryItems, type ItemRow, type Snapshot } from '../../kernel/catalog/snapshot.ts';
import type { InventoryRow } from '../../kernel/inventory/item-row.ts';
import { addItems, moveItems } from '../../kernel/inventory/items.ts';

/** What may be taken for `value` kopecks under `margin` (a fraction): rounded down to the kopeck. */
export const allowedValue = (value: number, margin: number): number =>
  Math.floor((value * Math.round((1 - margin) * 10_000)) / 10_000);

export interface ExchangeResult {
  value: number;
  allowed: number;
  credited: number;
  balance: number;
  given: number[];
  taken: { row: InventoryRow; item: ItemRow }[];
}

/** The catalog items behind `ids` (an id twice is taken twice); 404 invalidItem for one that is not offered. */
export function takenItems(snap: Snapshot, ids: readonly string[]): ItemRow[] {
  const offered = new Map(ordinaryItems(snap).map((i) => [i.id, i]));
  return ids.map((id) => {
    const item = offered.get(id);
    if (!item) throw new AppError(404, 'invalidItem', 'No such item to take');
    return item;
  });
}

/** Runs the exchange of the player's items `given` (inventory ids, distinct) for `take`; see the module. */
export async function exchange(
  db: Db,
  userId: number,
  given: readonly number[],
  take: readonly ItemRow[],
  margin: number,
): Promise<ExchangeResult> {
  const outdated = () =>
    new AppError(409, 'exchange_items_outdated', 'One of the items is no longer in your inventory');
  return db.transaction(async (tx) => {
    await tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(inArray(inventoryItems.id, [...given]))
      .orderBy(asc(inventoryItems.id))
      .for('update');
    const claimed = await moveItems(tx, {
      ids: [...given],
      userId,
      from: 'progress',
      to: 'EXCHANGING',
    });
    if (claimed.length !== given.length) throw outdated();
    const value = claimed.reduce((sum, r) => sum + r.price, 0);
    const allowed = allowedValue(value, margin);
    const takenTotal = take.reduce((sum, i) => sum + i.price, 0);
    if (takenTotal > allowed)
      throw new AppError(
        409,
        'exchange_value_exceeded',
        'The items taken are worth more than the exchange allows',
      );
    await moveItems(tx, { ids: [...given], userId, from: 'EXCHANGING', to: 'EXCHANGED' });
    const rows = await addItems(
      tx,
      take.map((i) => ({
        userId,
        itemId: i.id,
        price: i.price,
        status: 'progress',
        source: 'Change',
      })),
    );
    const credited = allowed - takenTotal;
    const [record] = await tx
      .insert(skinExchanges)
      .values({
        userId,
        value,
        allowed,
        taken: takenTotal,
        credited,
        givenIds: [...given],
        takenIds: rows.map((r) => r.id),
      })
      .returning({ id: skinExchanges.id });
    const balance = await creditUnlessZero(tx, {
      userId,
      amount: credited,
      reason: 'exchange',
      reference: `exchange:${record!.id}`,
    });
    const byId = new Map(take.map((i) => [i.id, i]));
    return {
      value,
      allowed,
      credited,
      balance,
      given: [...given],
      taken: rows.map((row) => ({ row, item: byId.get(row.itemId)! })),
    };
  });
}

/**
 * `POST /v1/secret-shop/{slot_id}/buy` (issue 29 "Secret shop"): buys one item of this period's slot in one
 * transaction — the debit (ledger `secret_shop`; locks the player's row, so the player's buys run one at a time),
 * the per-player limit counted under that lock, the slot's stock taken by a conditional upsert of its `sold`, the
 * item added to the inventory (source `Change`) at the price paid, which is what selling it pays back (so the
 * discount cannot be sold for profit, only withdrawn). Stock and limit hold under parallel buys.
 * Errors: 402 balance_error, 409 offer_limit_reached, 409 offer_sold_out, 403 self_excluded. Kopecks inside.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { secretShopPurchases } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { debit } from '../../platform/ledger.ts';
import type { InventoryRow } from '../../kernel/inventory/item-row.ts';
import { addItems } from '../../kernel/inventory/items.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import type { ShopsConfig } from '../../shops-config.ts';
import type { SecretSlot } from './selection.ts';

/** Buys one item of `slot` in `period` for the player; the new balance (kopecks) and the inventory row. */
export async function buySecretItem(
  db: Db,
  userId: number,
  period: number,
  slot: SecretSlot,
  cfg: ShopsConfig['secretShop'],
): Promise<{ balance: number; row: InventoryRow }> {
  await requirePlayAllowed(db, userId);
  return db.transaction(async (tx) => {
    const balance = await debit(tx, {
      userId,
      amount: slot.price,
      reason: 'secret_shop',
      reference: `secret:${period}:${slot.position}`,
    });
    if (balance === null)
      throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    const [mine] = await tx
      .select({ n: count() })
      .from(secretShopPurchases)
      .where(and(eq(secretShopPurchases.userId, userId), eq(secretShopPurchases.period, period)));
    if ((mine?.n ?? 0) >= cfg.perPlayer)
      throw new AppError(
        409,
        'offer_limit_reached',
        'You have bought as many items as this period allows',
      );
    const taken: unknown = await tx.execute(sql`
      insert into secret_shop_stock (period, slot, sold) values (${period}, ${slot.position}, 1)
      on conflict (period, slot) do update set sold = secret_shop_stock.sold + 1
        where secret_shop_stock.sold < ${cfg.stock}
      returning sold`);
    if ((taken as { rows: unknown[] }).rows.length === 0)
      throw new AppError(409, 'offer_sold_out', 'This item is sold out');
    const [row] = await addItems(tx, [
      { userId, itemId: slot.item.id, price: slot.price, status: 'progress', source: 'Change' },
    ]);
    await tx.insert(secretShopPurchases).values({
      userId,
      period,
      slot: slot.position,
      itemId: slot.item.id,
      inventoryItemId: row!.id,
      price: slot.price,
    });
    return { balance, row: row! };
  });
}

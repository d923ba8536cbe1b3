/**
 * The one writer of `inventory_items` (docs/architecture.md "Table owners"; spec 001 §3 Inventory item):
 * new items enter with `addItems`, and an item's status moves only with `moveItems`, along the allowed
 * transitions below and from the statuses the caller expects, so two requests racing for one item
 * move it once (the loser's UPDATE finds nothing). The money paths that do it all in one statement
 * (`open_case`, the sell statement; decision 013) follow the same table. Prices in kopecks.
 */
import type { ItemStatus } from '@cases/domain/api/inventory';
import { and, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import type { InventoryRow } from './item-row.ts';

/** Where each status may go (ITEM_STATUSES: sold, withdrawn, unpacked, replaced, credited and consumed items stay). */
export const ITEM_TRANSITIONS: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  progress: [
    'selled',
    'vendor waiting',
    'PREPARING',
    'unpacked',
    'changed',
    'completed',
    'to_upgrade',
    'to_contract',
    'EXCHANGING',
  ],
  'vendor waiting': ['selled'],
  PREPARING: ['send', 'STEAM_WITHDRAWN', 'progress'],
  send: ['STEAM_WITHDRAWN', 'progress'],
  to_upgrade: ['EXCHANGED'],
  to_contract: ['EXCHANGED'],
  EXCHANGING: ['EXCHANGED'],
  selled: [],
  STEAM_WITHDRAWN: [],
  unpacked: [],
  changed: [],
  completed: [],
  EXCHANGED: [],
};

export type NewInventoryItem = typeof inventoryItems.$inferInsert;

/** Inserts new items (a drop, a prize, a pack's contents, a replacement); returns their rows. */
export async function addItems(tx: DbOrTx, rows: NewInventoryItem[]): Promise<InventoryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(inventoryItems).values(rows).returning();
}

export interface ItemMove {
  /** The item ids, or a subquery selecting them. */
  ids: number[] | SQLWrapper;
  /** The status (or statuses) the items must have now; others are left as they are. */
  from: ItemStatus | readonly ItemStatus[];
  to: ItemStatus;
  /** Only this player's items move. */
  userId?: number;
  /** A further condition on the rows. */
  where?: SQL;
  at?: Date;
}

/**
 * Moves the items among `ids` that are in `from` (and the player's, and match `where`) to `to`;
 * returns the rows it moved. Throws (a bug, never the player's input) when `from` → `to` is no
 * allowed transition.
 */
export async function moveItems(tx: DbOrTx, m: ItemMove): Promise<InventoryRow[]> {
  const from: readonly ItemStatus[] = typeof m.from === 'string' ? [m.from] : m.from;
  for (const f of from)
    if (!ITEM_TRANSITIONS[f].includes(m.to))
      throw new Error(`inventory: ${f} → ${m.to} is not an allowed transition`);
  if ((Array.isArray(m.ids) && m.ids.length === 0) || from.length === 0) return [];
  return tx
    .update(inventoryItems)
    .set({ status: m.to, updatedAt: m.at ?? new Date() })
    .where(
      and(
        inArray(inventoryItems.id, m.ids),
        from.length === 1
          ? eq(inventoryItems.status, from[0]!)
          : inArray(inventoryItems.status, [...from]),
        m.userId === undefined ? undefined : eq(inventoryItems.userId, m.userId),
        m.where,
      ),
    )
    .returning();
}

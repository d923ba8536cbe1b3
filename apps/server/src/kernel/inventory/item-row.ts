/** An inventory item as stored (spec 001 §3 Inventory item): one row of `inventory_items`. */
import type { inventoryItems } from '../../db/schema/index.ts';

export type InventoryRow = typeof inventoryItems.$inferSelect;

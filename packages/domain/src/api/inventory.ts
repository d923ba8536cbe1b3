/**
 * Inventory wire schemas, spec 001 §3 Inventory item, §7 Inventory.
 */
import { z } from 'zod';
import { itemView, roubles } from './common.ts';

export const INVENTORY_GROUPS = ['active', 'all', 'withdrawal', 'profile', 'upgrade'] as const;
/** Item statuses this release produces (subset of spec 001 §3). */
export const ITEM_STATUSES = ['progress', 'selled', 'PREPARING', 'STEAM_WITHDRAWN'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const INVENTORY_PAGE_SIZE = 45;

export const inventoryItem = itemView.extend({
  item_id: z.string(),
  type: z.number().int(),
  status: z.enum(ITEM_STATUSES),
  source: z.enum(['Case', 'Battle', 'Contract', 'Change', 'Upgrade']),
  case_slug: z.string().nullable(),
  created_at: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

export const inventoryQuery = z.object({
  group: z.enum(INVENTORY_GROUPS).default('active'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(INVENTORY_PAGE_SIZE).default(INVENTORY_PAGE_SIZE),
  userId: z.string().min(1).max(64).optional(),
});

export const inventoryResponse = z.object({
  items: z.array(inventoryItem),
  total_item: z.number().int(),
  total_price: roubles,
});
export type InventoryResponse = z.infer<typeof inventoryResponse>;

/** An inventory item id: a string of digits on the wire; a number is accepted too. */
const itemId = z.union([z.string().min(1).max(64), z.number().int().positive()]).transform(String);
export const sellOneBody = z.object({ id: itemId }).strict();
export const sellManyBody = z.object({ ids: z.array(itemId).min(1).max(500) }).strict();
export const sellResponse = z.object({
  balance: roubles,
  total_amount_items: roubles,
  sold: z.number().int(),
  amount: roubles,
});
export type SellResponse = z.infer<typeof sellResponse>;

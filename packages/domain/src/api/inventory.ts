/**
 * Inventory wire schemas, spec 001 §3 Inventory item, §7 Inventory.
 */
import { z } from 'zod';
import { itemView, roubles } from './common.ts';

export const INVENTORY_GROUPS = ['active', 'all', 'withdrawal', 'profile', 'upgrade'] as const;
/**
 * Item statuses this release produces (subset of spec 001 §3):
 * progress (in the inventory), selled (sold), `vendor waiting` (in the sale queue, see SELL_INSTANT_MAX),
 * PREPARING → send → STEAM_WITHDRAWN (withdrawal), unpacked (a pack whose contents were added),
 * changed (replaced by another item), completed (a type-3 item credited to the balance),
 * to_upgrade / to_contract (staked in an upgrade / signed into a contract, inside its transaction) →
 * EXCHANGED (consumed by the upgrade or contract, issue 11); EXCHANGING → EXCHANGED (given in a skin exchange,
 * issue 29: EXCHANGING only inside the exchange's transaction).
 */
export const ITEM_STATUSES = [
  'progress',
  'selled',
  'vendor waiting',
  'PREPARING',
  'send',
  'STEAM_WITHDRAWN',
  'unpacked',
  'changed',
  'completed',
  'to_upgrade',
  'to_contract',
  'EXCHANGING',
  'EXCHANGED',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * Item type codes (spec 001 §3 "type (numeric; 3 is a special kind)"):
 * 0 an ordinary Steam item; 1 a pack (unpacks once into its `pack_items`, spec 001 §4 Unpack);
 * 3 a balance voucher: withdrawing it credits its price to the balance (alert itemType3CreditedToTheBalance),
 * it can only be withdrawn together with other type-3 items (spec 001 §4 Selection).
 */
export const ITEM_TYPE = { item: 0, pack: 1, voucher: 3 } as const;

export const INVENTORY_PAGE_SIZE = 45;
/** Selection cap (spec 001 §9). */
export const SELECTION_CAP = 10;
/** Sales of more items than this are queued and finish with the `sell_done` event (spec 001 §4 Sell). */
export const SELL_INSTANT_MAX = 10;
/** Unpack animation: contents spread over 2000 ms when at most 7, else 4000 ms (spec 001 §4 Unpack, §9). */
export const unpackSpreadMs = (count: number): number => (count <= 7 ? 2000 : 4000);

/** An inventory item id: a string of digits on the wire; a number is accepted too. */
export const inventoryItemId = z
  .union([z.string().min(1).max(64), z.number().int().positive()])
  .transform(String);

/** The Steam page of trade offer `id` (where the player accepts it). */
export const tradeOfferUrl = (id: string) =>
  `https://steamcommunity.com/tradeoffer/${encodeURIComponent(id)}/`;

/**
 * A Steam trade offer the shop's bot sent (issue 9): its id, the link to open it on Steam, the bot that
 * sent it, and when the shop cancels it if not accepted.
 */
export const tradeOffer = z.object({
  id: z.string(),
  url: z.string(),
  bot_name: z.string(),
  expires_at: z.string(),
});
export type TradeOfferWire = z.infer<typeof tradeOffer>;

export const inventoryItem = itemView.extend({
  /**
   * Spec 001 §3 `priceProfile`: what the item is worth today, the catalog's current price in roubles, as a profile
   * values an inventory; `price` stays what the item was worth when the player got it, which is what a sale pays.
   */
  price_profile: roubles,
  item_id: z.string(),
  type: z.number().int(),
  status: z.enum(ITEM_STATUSES),
  source: z.enum(['Case', 'Battle', 'Contract', 'Change', 'Upgrade']),
  case_slug: z.string().nullable(),
  created_at: z.string(),
  /** Contents of a pack (type 1); empty for other types. */
  pack_items: z.array(itemView),
  /** The withdrawal timer of a PREPARING item (spec 001 §4: 5 minutes); null otherwise. */
  timer_data: z.object({ end_at: z.string() }).nullable(),
  /** The Steam trade offer of an item in `send`; null otherwise. */
  trade_offer: tradeOffer.nullable(),
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

export const sellOneBody = z.object({ id: inventoryItemId }).strict();
export const sellManyBody = z.object({ ids: z.array(inventoryItemId).min(1).max(500) }).strict();
/**
 * A sale's answer. Instant (`status: 'sold'`): `balance` already includes `amount`.
 * Queued (more than SELL_INSTANT_MAX items): the items are `vendor waiting`, `balance` is unchanged,
 * `queued` counts them and the owner gets `sell_done` when the queue has sold them.
 */
export const sellResponse = z.object({
  status: z.enum(['sold', 'all_items_in_sale_queue']),
  balance: roubles,
  total_amount_items: roubles,
  sold: z.number().int(),
  queued: z.number().int(),
  amount: roubles,
});
export type SellResponse = z.infer<typeof sellResponse>;

/** `POST /v1/inventory/packs/open` (spec 001 §7): the pack's inventory id as `inventory_id`. */
export const packOpenBody = z.object({ inventory_id: inventoryItemId }).strict();
export const packOpenResponse = z.object({
  status: z.literal('unpacked'),
  /** The pack's contents, now progress items in the inventory, in the order to reveal them. */
  items: z.array(inventoryItem),
});
export type PackOpenResponse = z.infer<typeof packOpenResponse>;

/** `GET /v1/inventory/get/replacements?id=` — catalog items the item may be swapped for. */
export const replacementsQuery = z.object({ id: z.string().min(1).max(64) });
export const replacementsResponse = z.object({
  /** Cheapest first; each costs at most the item's price and at least half of it. */
  items: z.array(itemView),
});
export type ReplacementsResponse = z.infer<typeof replacementsResponse>;

/**
 * `POST /v1/inventory/replacement` — swaps a progress item for a catalog item from its replacement list.
 * The old item becomes `changed`, the new one is a progress item with source Change; the price difference
 * (old − new, kopecks ≥ 0) is credited to the balance through the ledger as `refund`.
 */
export const replacementBody = z
  .object({ id: inventoryItemId, replacement_id: z.string().min(1).max(100) })
  .strict();
export const replacementResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    status: z.literal('changed'),
    item: inventoryItem,
    refund: roubles,
    balance: roubles,
  }),
});
export type ReplacementResponse = z.infer<typeof replacementResponse>;

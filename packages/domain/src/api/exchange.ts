/**
 * Skin exchange on the wire (issue 29; spec 000 §1–2 `/skin-exchange`, spec 001 §3 statuses EXCHANGING/EXCHANGED and
 * source Change): give active items, take catalog items worth up to their value less the published margin, the
 * remainder credited to the balance. Money in roubles on the wire.
 */
import { z } from 'zod';
import { itemView, roubles } from './common.ts';
import { inventoryItem } from './inventory.ts';

/** Most items given, and taken, in one exchange. */
export const EXCHANGE_MAX_ITEMS = 20;

/** `GET /v1/skin-exchange/info`: the published margin (whole percent) kept from the given value. */
export const exchangeInfoResponse = z.object({ margin_percent: z.number() });

/** `GET /v1/skin-exchange/items`: the catalog side, searched by name and filtered by price (roubles). */
export const exchangeItemsQuery = z.object({
  search: z.string().max(100).optional(),
  price_from: z.coerce.number().finite().min(0).max(10_000_000).optional(),
  price_to: z.coerce.number().finite().min(0).max(10_000_000).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const exchangeItemsResponse = z.object({
  items: z.array(itemView),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** `POST /v1/skin-exchange`: inventory item ids given, catalog item ids taken (an id twice takes two). */
export const exchangeBody = z
  .object({
    items: z.array(z.string().min(1).max(30)).min(1).max(EXCHANGE_MAX_ITEMS),
    // Catalog item ids are slugs of up to 100 characters (the console's bound), e.g. 34 for
    // `roost-of-the-winter-raven-shoulder`.
    take: z.array(z.string().min(1).max(100)).min(1).max(EXCHANGE_MAX_ITEMS),
  })
  .strict();
export const exchangeResponse = z.object({
  /** What the given items were worth, what may be taken (value less the margin), and the rest credited. */
  value: roubles,
  allowed: roubles,
  credited: roubles,
  balance: roubles,
  given: z.array(z.string()),
  taken: z.array(inventoryItem),
});
export type ExchangeResponse = z.infer<typeof exchangeResponse>;

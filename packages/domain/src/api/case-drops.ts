/**
 * `GET /v1/cases/{id}/{param}` wire schemas, spec 000 §7 "Cases and main page", spec 001 §3 "Cases drops:
 * casePrice, userId, items" and §7 Inventory. The spec leaves `param` unnamed; it is the player whose drops are
 * listed: a user id, or `me` for the signed-in caller (docs/api.md).
 */
import { z } from 'zod';
import { roubles } from './common.ts';
import { inventoryItem } from './inventory.ts';

/** At most this many drops are listed, newest first. */
export const CASE_DROPS_LIMIT = 100;

export const caseDropsParams = z.object({
  id: z.string().min(1).max(100),
  param: z.string().min(1).max(32),
});

/**
 * The player's drops from the case, newest first (at most CASE_DROPS_LIMIT): `case_price` is the case's price
 * now (roubles; whole coins for a coin case), `user_id` the player, `items` their inventory items from it.
 */
export const caseDropsResponse = z.object({
  case_price: roubles,
  user_id: z.string(),
  items: z.array(inventoryItem),
});
export type CaseDropsResponse = z.infer<typeof caseDropsResponse>;

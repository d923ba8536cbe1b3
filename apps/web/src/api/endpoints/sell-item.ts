/**
 * POST /v1/inventory/sell { id } — sells one inventory item for its price (spec 001 §4 Sell, §7 Inventory).
 * Shared by the open page's result panel and the profile inventory. The answer goes through
 * applySale like every sale: the new balance into the me query, the item out of the lists.
 */
import type { Camel } from '@cases/domain/casing';
import { sellResponse } from '@cases/domain/api/inventory';
import type { SellResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../client.ts';
import { useSaleMutation } from '../apply-sale.ts';

export type SellResult = Camel<SellResponse>;

/** Sells the inventory item `id`; errors `invalidItem`, `dataNotFound`. */
export function sellItem(id: string): Promise<SellResult> {
  return apiPost('/v1/inventory/sell', { schema: sellResponse, body: { id } });
}

/** Mutation: the answer applied to the balance and the cached lists (see applySale). */
export function useSellItem() {
  return useSaleMutation(sellItem, (id) => new Set([id]));
}

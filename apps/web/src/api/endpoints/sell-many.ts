/**
 * POST /v1/inventory/sell/many { ids } → sellResponse (spec 001 §4 Sell, §7): instant for at most
 * SELL_INSTANT_MAX items, otherwise queued until `sell_done`.
 */
import { sellResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../client.ts';
import { useSaleMutation } from '../apply-sale.ts';
import type { SellResult } from './sell-item.ts';

/** Sells the listed inventory items; `invalidItem` when one is not the player's or not sellable. */
export function sellMany(ids: readonly string[]): Promise<SellResult> {
  return apiPost('/v1/inventory/sell/many', { schema: sellResponse, body: { ids } });
}

/** Mutation: the answer applied to the balance and the cached lists (see applySale). */
export function useSellMany() {
  return useSaleMutation(sellMany, (ids) => new Set(ids));
}

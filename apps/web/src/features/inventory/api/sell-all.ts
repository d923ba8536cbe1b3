/**
 * POST /v1/inventory/sell/all → sellResponse (spec 001 §4 Sell, §7): every active item; more than
 * SELL_INSTANT_MAX items are queued until `sell_done`.
 */
import { sellResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../../../api/client.ts';
import { useSaleMutation } from '../../../api/apply-sale.ts';
import { IN_PROGRESS } from '../../../api/inventory-cache.ts';
import type { SellResult } from '../../../api/endpoints/sell-item.ts';

/** Sells every active item of the player. */
export function sellAll(): Promise<SellResult> {
  return apiPost('/v1/inventory/sell/all', { schema: sellResponse });
}

/** Mutation: the answer applied to the balance and the cached lists (see applySale). */
export function useSellAll() {
  return useSaleMutation(sellAll, () => IN_PROGRESS);
}

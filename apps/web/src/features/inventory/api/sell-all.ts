/**
 * POST /v1/inventory/sell/all → sellResponse (spec 001 §4 Sell, §7): every active item; more than
 * SELL_INSTANT_MAX items are queued until `sell_done`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../../../api/client.ts';
import type { SellResult } from '../../../api/endpoints/sell-item.ts';
import { applySale } from './apply-sale.ts';
import { IN_PROGRESS } from './inventory-cache.ts';

/** Sells every active item of the player. */
export function sellAll(): Promise<SellResult> {
  return apiPost('/v1/inventory/sell/all', { schema: sellResponse });
}

/** Mutation: the answer applied to the balance and the cached lists (see applySale). */
export function useSellAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellAll,
    onMutate: () => Date.now(),
    onSuccess: (res, _v, startedAt) => applySale(queryClient, res, IN_PROGRESS, startedAt),
  });
}

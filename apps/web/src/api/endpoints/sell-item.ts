/**
 * POST /v1/inventory/sell { id } — sells one inventory item for its price (spec 001 §4 Sell, §7 Inventory).
 * Shared by the open page's result panel and the profile inventory. The new balance goes straight
 * into the me query (spec 001 §4 "If the response is instant, the balance is updated").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { sellResponse } from '@cases/domain/api/inventory';
import type { SellResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../client.ts';
import { setMeBalance } from './get-me.ts';

export type SellResult = Camel<SellResponse>;

/** Sells the inventory item `id`; errors `invalidItem`, `dataNotFound`. */
export function sellItem(id: string): Promise<SellResult> {
  return apiPost('/v1/inventory/sell', { schema: sellResponse, body: { id } });
}

/** Mutation hook; on success updates the cached balance and marks inventories stale. */
export function useSellItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellItem,
    onSuccess: (res) => {
      setMeBalance(queryClient, res.balance, res.totalAmountItems);
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}

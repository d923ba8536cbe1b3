/**
 * POST /v1/inventory/sell/many { ids } → { balance, total_amount_items, sold, amount } (spec 001 §7).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import type { SellResult } from '../../../api/endpoints/sell-item.ts';
import { removeFromInventory } from './get-inventory.ts';

/** Sells the listed inventory items; `invalidItem` when one is not the player's or not sellable. */
export function sellMany(ids: readonly string[]): Promise<SellResult> {
  return apiPost('/v1/inventory/sell/many', { schema: sellResponse, body: { ids } });
}

/** Mutation: balance into the me query, sold items out of the list. */
export function useSellMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellMany,
    onSuccess: (res, ids) => {
      setMeBalance(queryClient, res.balance, res.totalAmountItems);
      removeFromInventory(queryClient, new Set(ids));
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}

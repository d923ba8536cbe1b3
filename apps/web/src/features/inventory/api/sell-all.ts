/**
 * POST /v1/inventory/sell/all → { balance, total_amount_items, sold, amount } (spec 001 §7).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import type { SellResult } from '../../../api/endpoints/sell-item.ts';
import { removeFromInventory } from './get-inventory.ts';

/** Sells every active item of the player. */
export function sellAll(): Promise<SellResult> {
  return apiPost('/v1/inventory/sell/all', { schema: sellResponse });
}

/** Mutation: balance into the me query, the list emptied. */
export function useSellAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellAll,
    onSuccess: (res) => {
      setMeBalance(queryClient, res.balance, res.totalAmountItems);
      removeFromInventory(queryClient, 'all');
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}

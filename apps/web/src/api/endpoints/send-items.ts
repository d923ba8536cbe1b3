/**
 * POST /v1/inventory/senditem { ids, method } → { status: 'success', data: { status, balance? } }
 * (spec 001 §4 Item withdrawal, §7). Ordinary items turn PREPARING at once with the 5-minute timer
 * and go back to progress when the call fails (the caller shows the error). Type-3 items (vouchers)
 * are credited to the balance instead: `itemType3CreditedToTheBalance`, the new balance, and the
 * items become `completed`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendItemResponse } from '@cases/domain/api/withdrawals';
import type { WithdrawMethod } from '@cases/domain/api/withdrawals';
import { apiPost } from '../client.ts';
import { findCachedItems, setItemStatus } from '../inventory-cache.ts';
import { setMeBalance } from './get-me.ts';
import { isVoucher } from './get-inventory.ts';

export interface SendItemsInput {
  ids: readonly string[];
  method: WithdrawMethod;
}

/** Asks the server to send the items to Steam (or to credit type-3 items to the balance). */
export function sendItems({ ids, method }: SendItemsInput) {
  return apiPost('/v1/inventory/senditem', { schema: sendItemResponse, body: { ids, method } });
}

/** Mutation with the optimistic PREPARING state of ordinary items. */
export function useSendItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendItems,
    onMutate: ({ ids }) => {
      const items = findCachedItems(queryClient, ids);
      const vouchers = items.length > 0 && items.every(isVoucher);
      if (!vouchers) setItemStatus(queryClient, ids, 'PREPARING');
    },
    onSuccess: (res, { ids }) => {
      if (res.data.status !== 'itemType3CreditedToTheBalance') return;
      setItemStatus(queryClient, ids, 'completed');
      if (res.data.balance !== undefined) setMeBalance(queryClient, res.data.balance);
    },
    onError: (_e, { ids }) => {
      setItemStatus(queryClient, ids, 'progress');
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'withdrawal'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'all'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/**
 * POST /v1/inventory/senditem { ids, method } → { status: 'success', data: { status: 'PREPARING' } }
 * (spec 001 §4 Item withdrawal, §7). The items turn PREPARING at once with the 5-minute timer and
 * go back to progress when the call fails (the caller shows the error).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendItemResponse } from '@cases/domain/api/withdrawals';
import type { WithdrawMethod } from '@cases/domain/api/withdrawals';
import { apiPost } from '../../../api/client.ts';
import { setItemStatus } from '../../inventory/api/get-inventory.ts';

export interface SendItemsInput {
  ids: readonly string[];
  method: WithdrawMethod;
}

/** Asks the server to send the items to Steam. */
export function sendItems({ ids, method }: SendItemsInput) {
  return apiPost('/v1/inventory/senditem', { schema: sendItemResponse, body: { ids, method } });
}

/** Mutation with the optimistic PREPARING state. */
export function useSendItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendItems,
    onMutate: ({ ids }) => {
      setItemStatus(queryClient, ids, 'PREPARING');
    },
    onError: (_e, { ids }) => {
      setItemStatus(queryClient, ids, 'progress');
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

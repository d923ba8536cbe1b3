/**
 * POST /v1/inventory/replacement { id, replacement_id } → { status: 'success', data: { status:
 * 'changed', item, refund, balance } } (spec 001 §7 Inventory). The old item leaves the lists,
 * the new one takes its place, and the refund (old − new price) is already in `balance`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replacementResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import { withTimer } from '../../../api/endpoints/get-inventory.ts';
import { replaceCachedItem } from '../../../api/inventory-cache.ts';

export interface ReplaceInput {
  /** The inventory item to give up. */
  id: string;
  /** The catalog item id of the chosen replacement. */
  replacementId: string;
}

/** Swaps an inventory item for a replacement offer. */
export async function replaceItem(input: ReplaceInput) {
  const res = await apiPost('/v1/inventory/replacement', {
    schema: replacementResponse,
    body: input,
  });
  return res.data;
}

/** Mutation: the new item into the cached lists, the balance into me. */
export function useReplaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceItem,
    onSuccess: (data, { id }) => {
      replaceCachedItem(queryClient, id, withTimer(data.item));
      setMeBalance(queryClient, data.balance);
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'all'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'replacements'] });
    },
  });
}

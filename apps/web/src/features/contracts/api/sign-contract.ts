/**
 * POST /v1/contracts/sign { item_ids } → the signed contract: its value (input × multiplier), the item
 * it paid and the credit, the draw (band, rolls) and the seed pair's hash, client seed and nonce.
 * Errors: contract_items_count, contract_value_too_low, invalidItem, upgrade_not_found_outdated,
 * self_excluded, game_in_progress. The balance goes into the me query; inventory and history go stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { contractSignResponse, type ContractSignResponse } from '@cases/domain/api/contracts';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';

export type SignedContract = Camel<ContractSignResponse>;

export function signContract(itemIds: string[]): Promise<SignedContract> {
  return apiPost('/v1/contracts/sign', { schema: contractSignResponse, body: { itemIds } });
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: (res) => {
      setMeBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      void queryClient.invalidateQueries({ queryKey: ['contracts', 'history'] });
    },
  });
}

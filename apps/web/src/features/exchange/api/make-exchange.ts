/**
 * POST /v1/skin-exchange { items: inventory item ids given, take: catalog item ids taken (an id twice
 * takes two) } → `{value, allowed, credited, balance, given, taken}` (roubles; `taken` the new inventory
 * items; issue 29). Errors: 400 validation, 401 authentication, 409 exchange_items_outdated (a given item
 * is no longer in the active inventory: the lists reload), 409 exchange_value_exceeded, and the
 * self-exclusion keys. On success the header's balance takes the answer at once, like every money
 * action, and the inventory lists reload.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { exchangeResponse, type ExchangeResponse } from '@cases/domain/api/exchange';
import { isApiError } from '../../../api/api-error.ts';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';

export type ExchangeResult = Camel<ExchangeResponse>;
export interface ExchangeRequest {
  items: string[];
  take: string[];
}

/** True for the refusal that means a given item is gone from the active inventory. */
export const isOutdated = (e: unknown) => isApiError(e) && e.code === 'exchange_items_outdated';

export function makeExchange(req: ExchangeRequest): Promise<ExchangeResult> {
  return apiPost('/v1/skin-exchange', { schema: exchangeResponse, body: req });
}

/** The exchange as a mutation (see the module's note for the caches it updates). */
export function useMakeExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeExchange,
    onSuccess: (res) => {
      setMeBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (e) => {
      if (isOutdated(e)) void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}

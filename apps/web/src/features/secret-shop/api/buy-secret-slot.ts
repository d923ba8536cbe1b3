/**
 * POST /v1/secret-shop/{slot_id}/buy (signed in, no body) → `{balance, inventoryItemId, item}` (roubles):
 * one item of a secret-shop slot at its price (decision 018; issue 29). Errors: 401 authentication,
 * 402 balance_error, 403 secret_shop_level and the self-exclusion keys, 404 while the flag is off,
 * 409 offer_sold_out, 409 offer_limit_reached. On success the header's balance takes the answer at once
 * (like every money action), the slot's stock and the period's count move in the cached shop, and the
 * inventory lists reload; any answer reloads the shop so its stock is the server's.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camel } from '@cases/domain/casing';
import { secretShopBuyResponse } from '@cases/domain/api/offers';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import { SECRET_SHOP_KEY, type SecretShopData } from './get-secret-shop.ts';

export type SecretBuyResult = Camel<z.infer<typeof secretShopBuyResponse>>;

/** Buys one item of the slot `slotId`. */
export function buySecretSlot(slotId: string): Promise<SecretBuyResult> {
  return apiPost(`/v1/secret-shop/${encodeURIComponent(slotId)}/buy`, {
    schema: secretShopBuyResponse,
  });
}

/** Counts one purchase of `slotId` in every cached shop: a unit off its stock, one more bought. */
function countPurchase(queryClient: QueryClient, slotId: string): void {
  queryClient.setQueriesData<SecretShopData>({ queryKey: SECRET_SHOP_KEY }, (data) =>
    data
      ? {
          ...data,
          bought: data.bought + 1,
          slots: data.slots.map((s) =>
            s.id === slotId ? { ...s, stockLeft: Math.max(0, s.stockLeft - 1) } : s,
          ),
        }
      : data,
  );
}

/** The purchase as a mutation (see the module's note for what it updates). */
export function useBuySecretSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buySecretSlot,
    onSuccess: (res, slotId) => {
      setMeBalance(queryClient, res.balance);
      countPurchase(queryClient, slotId);
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECRET_SHOP_KEY }),
  });
}

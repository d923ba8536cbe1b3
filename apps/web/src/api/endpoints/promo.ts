/**
 * Promo code calls (spec 001 §7): GET /v1/payments/promo/info/{code} (signed in; guest variant
 * /promo/info/guest/{code}), POST /v1/payments/promo/apply { code }, GET /v1/payments/promo/user/reset.
 * Codes are trimmed and upper-cased first; a lookup of the same code is reused for 5 s (spec 000 §9).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { okResponse } from '@cases/domain/api/auth';
import {
  guestPromoResponse,
  promoApplyResponse,
  promoInfoResponse,
  type PromoInfo,
} from '@cases/domain/api/payments';
import {
  normalizePromoCode,
  PROMO_CODE_PATTERN,
  PROMO_LOOKUP_CACHE_MS,
} from '@cases/domain/payments/promo';
import { apiGet, apiPost } from '../client.ts';
import { meQueryOptions, setMeBalance } from './get-me.ts';

export type PromoInfoData = Camel<PromoInfo>;

/** The signed-in player's lookup of `raw` (disabled until it looks like a code). */
export function usePromoInfo(raw: string) {
  const code = normalizePromoCode(raw);
  return useQuery(
    queryOptions({
      queryKey: ['promo', 'info', code] as const,
      queryFn: ({ signal }) =>
        apiGet(`/v1/payments/promo/info/${encodeURIComponent(code)}`, {
          schema: promoInfoResponse,
          signal,
        }),
      enabled: PROMO_CODE_PATTERN.test(code),
      staleTime: PROMO_LOOKUP_CACHE_MS,
      retry: false,
    }),
  );
}

/** A visitor's lookup (the welcome popup). */
export function useGuestPromo(raw: string | null) {
  const code = normalizePromoCode(raw ?? '');
  return useQuery(
    queryOptions({
      queryKey: ['promo', 'guest', code] as const,
      queryFn: ({ signal }) =>
        apiGet(`/v1/payments/promo/info/guest/${encodeURIComponent(code)}`, {
          schema: guestPromoResponse,
          signal,
        }),
      enabled: PROMO_CODE_PATTERN.test(code),
      staleTime: PROMO_LOOKUP_CACHE_MS,
      retry: false,
    }),
  );
}

/** Applies a code; an instant one's new balance goes into the me query at once. */
export function useApplyPromo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (raw: string) =>
      apiPost('/v1/payments/promo/apply', {
        schema: promoApplyResponse,
        body: { code: normalizePromoCode(raw) },
      }),
    onSuccess: (res) => {
      if (res.balance !== null) setMeBalance(client, res.balance);
      void client.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}

/** Gives up the waiting code. */
export function useResetPromo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiGet('/v1/payments/promo/user/reset', { schema: okResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}

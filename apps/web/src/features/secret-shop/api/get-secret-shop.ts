/**
 * GET /v1/secret-shop (optional bearer) → this period's slots and the caller's standing: the level the
 * shop needs and the caller's (0 for a visitor), whether they may buy, when the selection rotates, the
 * buys per player per period and how many the caller made (spec 000 §1 "secret shop", decision 018;
 * issue 29). Money in roubles. 404 while the `secret_shop` flag is off. Keyed by the sign-in state and
 * the language, so signing in or out and switching language load it afresh.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { secretShopResponse, type SecretShopResponse } from '@cases/domain/api/offers';
import { apiGet } from '../../../api/client.ts';

export type SecretShopData = Camel<SecretShopResponse>;
export type SecretSlotData = SecretShopData['slots'][number];

/** The key prefix every secret-shop query shares (purchases update and invalidate it). */
export const SECRET_SHOP_KEY = ['secret-shop'] as const;

export const secretShopQueryOptions = (signedIn: boolean, language: string) =>
  queryOptions({
    queryKey: [...SECRET_SHOP_KEY, signedIn, language] as const,
    queryFn: ({ signal }) => apiGet('/v1/secret-shop', { schema: secretShopResponse, signal }),
    staleTime: 30_000,
  });

/** The secret shop as the caller sees it. */
export function useSecretShop(signedIn: boolean, language: string) {
  return useQuery(secretShopQueryOptions(signedIn, language));
}

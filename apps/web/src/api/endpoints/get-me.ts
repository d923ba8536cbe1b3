/**
 * GET /v1/users/me — the signed-in player, shared by the header balance and every feature that
 * changes the balance (spec 000 §3 User, §4 "Balance can be decreased, increased or set locally").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { MeResponse } from '@cases/domain/api/users';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type Me = Camel<MeResponse>;

/** Fetches the signed-in player. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiGet('/v1/users/me', {
    schema: () => import('@cases/domain/api/users').then((m) => m.meResponse),
    signal,
  });
}

/** Query options of the me call; its key is the one every balance update writes to. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 30_000,
  });

/** The signed-in player, or undefined for a visitor or while loading. */
export function useMe() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...meQueryOptions(), enabled: signedIn });
  return { ...query, data: signedIn ? query.data : undefined };
}

/** Sets the balance (and optionally the items total) in the cache from a server response (open, sell), so the header updates at once. */
export function setMeBalance(
  queryClient: QueryClient,
  balance: number,
  totalAmountItems?: number,
): void {
  queryClient.setQueryData(meQueryOptions().queryKey, (me) =>
    me
      ? {
          ...me,
          finance: {
            ...me.finance,
            balance,
            totalAmountItems: totalAmountItems ?? me.finance.totalAmountItems,
          },
        }
      : me,
  );
}

/** Sets the coin balance in the cache from a server response (an opening, issue 28), so the header's coins move at once. */
export function setMeCoinBalance(queryClient: QueryClient, coinBalance: number): void {
  queryClient.setQueryData(meQueryOptions().queryKey, (me) =>
    me ? { ...me, finance: { ...me.finance, coinBalance } } : me,
  );
}

/**
 * GET /v1/admin/withdrawal-providers (issue 46; right withdrawals): the trade providers the shop runs in their order of
 * preference, each with the marketplace's balance at its last check against its floor (money in roubles), whether
 * buying is paused for it, its circuit, and its open and held withdrawals.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { tradeProvidersResponse } from '@cases/domain/api/admin-withdrawals';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleTradeProvider = Camel<
  z.infer<typeof tradeProvidersResponse>
>['providers'][number];

export function getConsoleWithdrawalProviders(
  signal?: AbortSignal,
): Promise<ConsoleTradeProvider[]> {
  return apiGet('/v1/admin/withdrawal-providers', { schema: tradeProvidersResponse, signal }).then(
    (r) => r.providers,
  );
}

export const useConsoleWithdrawalProviders = () =>
  useQuery(
    queryOptions({
      queryKey: [CONSOLE_QUERY_ROOT, 'withdrawal-providers'] as const,
      queryFn: ({ signal }) => getConsoleWithdrawalProviders(signal),
      retry: false,
    }),
  );

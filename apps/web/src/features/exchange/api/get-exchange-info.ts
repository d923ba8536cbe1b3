/**
 * GET /v1/skin-exchange/info → `{marginPercent}`: the published share of the given items' value the shop
 * keeps in a skin exchange (whole or fractional percent, e.g. 5; issue 29). The page shows it and computes
 * what may be taken with it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeInfoResponse } from '@cases/domain/api/exchange';
import { apiGet } from '../../../api/client.ts';

export const exchangeInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['skin-exchange', 'info'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/skin-exchange/info', { schema: exchangeInfoResponse, signal }),
    staleTime: 5 * 60_000,
  });

export function useExchangeInfo() {
  return useQuery(exchangeInfoQueryOptions());
}

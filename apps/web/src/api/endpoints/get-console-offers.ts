/**
 * GET /v1/admin/offers (issue 30 "Running the shop"; right catalog): shop offers and personal-offer templates
 * with prices (roubles), cases, bonus, label, limits, stock and what each sold.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminOffersResponse } from '@cases/domain/api/admin-offers';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleOffers = Camel<z.infer<typeof adminOffersResponse>>;

export function getConsoleOffers(signal?: AbortSignal): Promise<ConsoleOffers> {
  return apiGet(`/v1/admin/offers`, { schema: adminOffersResponse, signal });
}

export const getConsoleOffersQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'offers'] as const,
    queryFn: ({ signal }) => getConsoleOffers(signal),
    retry: false,
  });

export function useConsoleOffers() {
  return useQuery(getConsoleOffersQueryOptions());
}

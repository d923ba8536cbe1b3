/**
 * GET /v1/admin/promo?q&page (issue 30 "Running the shop"; right content): promo codes newest first, 50 a page,
 * with their kind, details (roubles), uses, max uses, expiry and whether they expired.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { promoListResponse } from '@cases/domain/api/admin-content';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsolePromoPage = Camel<z.infer<typeof promoListResponse>>;

export function getConsolePromo(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<ConsolePromoPage> {
  return apiGet('/v1/admin/promo', {
    schema: promoListResponse,
    query: { q: q || undefined, page },
    signal,
  });
}

export const getConsolePromoQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'promo', q, page] as const,
    queryFn: ({ signal }) => getConsolePromo(q, page, signal),
    retry: false,
  });

export function useConsolePromo(q: string, page: number) {
  return useQuery(getConsolePromoQueryOptions(q, page));
}

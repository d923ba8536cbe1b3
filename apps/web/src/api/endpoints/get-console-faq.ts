/**
 * GET /v1/admin/faq (issue 30 "Running the shop"; right content): the FAQ now in Russian and English, and
 * whether an operator saved it (else the built-in texts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminFaqResponse } from '@cases/domain/api/admin-content';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleFaq = Camel<z.infer<typeof adminFaqResponse>>;

export function getConsoleFaq(signal?: AbortSignal): Promise<ConsoleFaq> {
  return apiGet(`/v1/admin/faq`, { schema: adminFaqResponse, signal });
}

export const getConsoleFaqQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'faq'] as const,
    queryFn: ({ signal }) => getConsoleFaq(signal),
    retry: false,
  });

export function useConsoleFaq() {
  return useQuery(getConsoleFaqQueryOptions());
}

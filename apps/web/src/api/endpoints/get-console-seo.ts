/**
 * GET /v1/admin/seo (issue 30 "Running the shop"; right content): each page's title and description in both
 * languages, the built-in ones and whether they were changed.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { adminSeoResponse } from '@cases/domain/api/admin-content';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleSeo = Camel<z.infer<typeof adminSeoResponse>>;

export function getConsoleSeo(signal?: AbortSignal): Promise<ConsoleSeo> {
  return apiGet(`/v1/admin/seo`, { schema: adminSeoResponse, signal });
}

export const getConsoleSeoQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'seo'] as const,
    queryFn: ({ signal }) => getConsoleSeo(signal),
    retry: false,
  });

export function useConsoleSeo() {
  return useQuery(getConsoleSeoQueryOptions());
}

/**
 * GET /v1/admin/catalog/items?q&page (issue 30 "Catalog and odds"; right catalog): catalog items by id or name,
 * cheapest first, 50 a page, with prices in roubles and the art's URL.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { adminItemsResponse } from '@cases/domain/api/admin-catalog';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleItems = Camel<z.infer<typeof adminItemsResponse>>;
export type ConsoleItem = ConsoleItems['items'][number];

export const consoleItemsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'catalog', 'items', q, page] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/admin/catalog/items', {
        schema: adminItemsResponse,
        query: { ...(q ? { q } : {}), page },
        signal,
      }),
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useConsoleItems = (q: string, page = 1, enabled = true) =>
  useQuery({ ...consoleItemsQueryOptions(q, page), enabled });

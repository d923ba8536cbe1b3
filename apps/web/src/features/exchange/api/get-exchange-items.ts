/**
 * GET /v1/skin-exchange/items?search&price_from&price_to&page → `{items, total, page, perPage}`: the
 * catalog items a skin exchange can take, searched by name and filtered by price (roubles), in pages
 * with "load more" (issue 29). Keyed by the filters and the language (item names are translated).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import { exchangeItemsResponse } from '@cases/domain/api/exchange';
import { apiGet } from '../../../api/client.ts';

export type ExchangeCatalogItem = Camel<z.infer<typeof exchangeItemsResponse>>['items'][number];

export interface CatalogFilters {
  search: string;
  /** Roubles, or undefined for no bound. */
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
}

export const exchangeItemsQueryOptions = (f: CatalogFilters, language: string) =>
  infiniteQueryOptions({
    queryKey: ['skin-exchange', 'items', f, language] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet('/v1/skin-exchange/items', {
        schema: exchangeItemsResponse,
        query: {
          search: f.search.trim() || undefined,
          price_from: f.priceFrom,
          price_to: f.priceTo,
          page: pageParam,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.items.length > 0 && pages.reduce((n, p) => n + p.items.length, 0) < last.total
        ? last.page + 1
        : undefined,
  });

/** The catalog side for `f`; `enabled` false keeps it from loading. */
export function useExchangeItems(f: CatalogFilters, language: string, enabled = true) {
  return useInfiniteQuery({ ...exchangeItemsQueryOptions(f, language), enabled });
}

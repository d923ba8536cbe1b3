/**
 * GET /v1/unique-items?group=upgrade&sort&price_from&price_to&search&page&per_page → { items, total }
 * (spec 001 §3 Unique item, §7 Upgrades): the upgrade targets, in pages with "load more".
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  UNIQUE_ITEMS_PAGE_SIZE,
  uniqueItemsResponse,
  type UniqueItemSort,
  type UniqueItemsResponse,
} from '@cases/domain/api/upgrades';
import { apiGet } from '../../../api/client.ts';

export type UniqueItemData = Camel<UniqueItemsResponse>['items'][number];

export interface TargetFilters {
  sort: UniqueItemSort;
  search: string;
  /** Roubles, or undefined for no bound. */
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
}

export const uniqueItemsQueryOptions = (f: TargetFilters, language: string) =>
  infiniteQueryOptions({
    queryKey: ['unique-items', f, language] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet('/v1/unique-items', {
        schema: uniqueItemsResponse,
        query: {
          group: 'upgrade',
          sort: f.sort,
          search: f.search.trim() || undefined,
          price_from: f.priceFrom,
          price_to: f.priceTo,
          page: pageParam,
          per_page: UNIQUE_ITEMS_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.total ? lastPage + 1 : undefined,
  });

/** The targets for `f`; `enabled` false keeps them from loading (the page's `?id=`, spec 000 §2). */
export function useUniqueItems(f: TargetFilters, language: string, enabled: boolean) {
  return useInfiniteQuery({ ...uniqueItemsQueryOptions(f, language), enabled });
}

/** The cheapest target priced at least `priceFrom` roubles (a quick multiplier's pick), or null. */
export async function cheapestTargetFrom(priceFrom: number): Promise<UniqueItemData | null> {
  const res = await apiGet('/v1/unique-items', {
    schema: uniqueItemsResponse,
    query: { group: 'upgrade', sort: 'cheap', price_from: priceFrom, per_page: 1 },
  });
  return res.items[0] ?? null;
}

/**
 * GET /v1/inventory/get?group=upgrade → the player's active items an item game can take (spec 001 §3
 * groups, §7 Inventory): the upgrade's stake and the contract's inputs, pages of 45 with "load more".
 * Cached under ['inventory', 'me', 'upgrade'], so every sale, opening or game that marks
 * ['inventory'] stale refreshes it too.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  INVENTORY_PAGE_SIZE,
  inventoryResponse,
  type InventoryResponse,
} from '@cases/domain/api/inventory';
import { apiGet } from '../client.ts';

export type GameItem = Camel<InventoryResponse>['items'][number];

export const gameItemsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['inventory', 'me', 'upgrade'] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet('/v1/inventory/get', {
        schema: inventoryResponse,
        query: { group: 'upgrade', page: pageParam, perPage: INVENTORY_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.totalItem ? lastPage + 1 : undefined,
  });

/** The player's items for a game; `enabled` false keeps them from loading (signed out, or `?id=`). */
export function useGameItems(enabled: boolean) {
  return useInfiniteQuery({ ...gameItemsQueryOptions(), enabled });
}

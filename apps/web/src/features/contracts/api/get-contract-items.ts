/**
 * GET /v1/inventory/get?group=upgrade → the player's active items a contract can take (spec 001 §3
 * groups), pages of 45. Shares ['inventory', 'me', 'upgrade'] with the upgrade page's list.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  INVENTORY_PAGE_SIZE,
  inventoryResponse,
  type InventoryResponse,
} from '@cases/domain/api/inventory';
import { apiGet } from '../../../api/client.ts';

export type ContractItem = Camel<InventoryResponse>['items'][number];

export const contractItemsQueryOptions = () =>
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

export function useContractItems(enabled: boolean) {
  return useInfiniteQuery({ ...contractItemsQueryOptions(), enabled });
}

/**
 * GET /v1/inventory/get?group&page&perPage=45[&userId] → { items, total_item, total_price }
 * (spec 001 §7 Inventory; page size 45, §9). Paged with "load more".
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { INVENTORY_PAGE_SIZE, inventoryResponse } from '@cases/domain/api/inventory';
import type { InventoryResponse } from '@cases/domain/api/inventory';
import { WITHDRAW_TIMER_MS } from '@cases/domain/api/withdrawals';
import { apiGet } from '../../../api/client.ts';

type WireItem = Camel<InventoryResponse>['items'][number];
/** Statuses a cached item can show: the wire ones plus `send` (offer out), pushed over the socket. */
export type LiveItemStatus = WireItem['status'] | 'send';
/** A cached inventory item; `timerEndsAt` (ms) is the 5-minute withdrawal timer (spec 001 §4, §9). */
export type InventoryItemData = Omit<WireItem, 'status'> & {
  status: LiveItemStatus;
  timerEndsAt?: number;
};
export type InventoryPage = Omit<Camel<InventoryResponse>, 'items'> & {
  items: InventoryItemData[];
};
export type InventoryGroup = 'active' | 'all';

/** One page of a user's inventory (own when `userId` is undefined). */
export function getInventory(
  group: InventoryGroup,
  page: number,
  userId: string | undefined,
  signal?: AbortSignal,
): Promise<InventoryPage> {
  return apiGet('/v1/inventory/get', {
    schema: inventoryResponse,
    query: { group, page, perPage: INVENTORY_PAGE_SIZE, userId },
    signal,
  });
}

export const inventoryQueryOptions = (group: InventoryGroup, userId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['inventory', userId ?? 'me', group] as const,
    queryFn: ({ pageParam, signal }) => getInventory(group, pageParam, userId, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.totalItem ? lastPage + 1 : undefined;
    },
  });

/** The inventory with `fetchNextPage` for "load more". */
export function useInventory(group: InventoryGroup, userId: string | undefined) {
  return useInfiniteQuery(inventoryQueryOptions(group, userId));
}

/**
 * Sets the status of the listed items in every cached own inventory (withdrawal, spec 001 §4):
 * PREPARING starts the 5-minute timer, progress clears it. Returns whether any cached item matched.
 */
export function setItemStatus(
  queryClient: QueryClient,
  ids: string | readonly string[],
  status: LiveItemStatus,
): boolean {
  const wanted = new Set(typeof ids === 'string' ? [ids] : ids);
  let found = false;
  queryClient.setQueriesData<InfiniteData<InventoryPage, number>>(
    { queryKey: ['inventory', 'me'] },
    (data) => {
      if (!data) return data;
      return {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          items: p.items.map((i) => {
            if (!wanted.has(i.id)) return i;
            found = true;
            const timerEndsAt =
              status === 'PREPARING'
                ? (i.timerEndsAt ?? Date.now() + WITHDRAW_TIMER_MS)
                : status === 'send'
                  ? i.timerEndsAt
                  : undefined;
            return { ...i, status, timerEndsAt };
          }),
        })),
      };
    },
  );
  return found;
}

/** Removes sold items from the cached own inventory right away (spec 001 §4 "sold items are removed"). */
export function removeFromInventory(
  queryClient: QueryClient,
  ids: ReadonlySet<string> | 'all',
): void {
  queryClient.setQueriesData<InfiniteData<InventoryPage, number>>(
    { queryKey: ['inventory', 'me'] },
    (data) => {
      if (!data) return data;
      return {
        ...data,
        pages: data.pages.map((p) => {
          const items = ids === 'all' ? [] : p.items.filter((i) => !ids.has(i.id));
          return { ...p, items, totalItem: p.totalItem - (p.items.length - items.length) };
        }),
      };
    },
  );
}

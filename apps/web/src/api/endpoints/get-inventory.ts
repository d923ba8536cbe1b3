/**
 * GET /v1/inventory/get?group&page&perPage=45[&userId] → { items, total_item, total_price }
 * (spec 001 §3 Inventory item, §7 Inventory; page size 45, §9). Paged with "load more".
 * A PREPARING item's countdown comes from the server's `timer_data.end_at`, so it survives a reload.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { INVENTORY_PAGE_SIZE, ITEM_TYPE, inventoryResponse } from '@cases/domain/api/inventory';
import type { InventoryResponse, ItemStatus } from '@cases/domain/api/inventory';
import { apiGet } from '../client.ts';

type WireItem = Camel<InventoryResponse>['items'][number];
/** Statuses a cached item can show (spec 001 §3), also those pushed over the socket. */
export type LiveItemStatus = ItemStatus;
/** A cached inventory item; `timerEndsAt` (ms since the epoch) ends the 5-minute withdrawal timer (spec 001 §4, §9). */
export type InventoryItemData = WireItem & { timerEndsAt?: number };
export type InventoryPage = Omit<Camel<InventoryResponse>, 'items'> & {
  items: InventoryItemData[];
};
/** The groups the profile shows (spec 001 §3 Groups): the owner has all three, others only `all`. */
export const PROFILE_GROUPS = ['active', 'all', 'withdrawal'] as const;
export type InventoryGroup = (typeof PROFILE_GROUPS)[number];

/**
 * True for a type-3 item (voucher, spec 001 §4): credited to the balance instead of sent to Steam,
 * and withdrawn apart from other items.
 */
export const isVoucher = (i: { type: number }): boolean => i.type === ITEM_TYPE.voucher;

/** Adds the timer end (ms) from `timerData.endAt`. */
export function withTimer(item: WireItem): InventoryItemData {
  const end = item.timerData ? Date.parse(item.timerData.endAt) : NaN;
  return Number.isFinite(end) ? { ...item, timerEndsAt: end } : item;
}

/** One page of a user's inventory (own when `userId` is undefined). */
export async function getInventory(
  group: InventoryGroup,
  page: number,
  userId: string | undefined,
  signal?: AbortSignal,
): Promise<InventoryPage> {
  const res = await apiGet('/v1/inventory/get', {
    schema: inventoryResponse,
    query: { group, page, perPage: INVENTORY_PAGE_SIZE, userId },
    signal,
  });
  return { ...res, items: res.items.map(withTimer) };
}

/** Query key of a cached inventory list; the own lists live under `['inventory', 'me']`. */
export const inventoryKey = (group: InventoryGroup, userId: string | undefined) =>
  ['inventory', userId ?? 'me', group] as const;

export const inventoryQueryOptions = (group: InventoryGroup, userId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: inventoryKey(group, userId),
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

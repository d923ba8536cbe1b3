/**
 * Local updates of the cached own inventory lists (`['inventory', 'me', group]`), so status
 * changes, sales, unpacking and replacements show at once (spec 001 §4 Item withdrawal, Sell,
 * Unpack; replacement §7).
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { WITHDRAW_TIMER_MS } from '@cases/domain/api/withdrawals';
import type {
  InventoryItemData,
  InventoryPage,
  LiveItemStatus,
} from './endpoints/get-inventory.ts';
import { inventoryKey } from './endpoints/get-inventory.ts';

type Lists = InfiniteData<InventoryPage, number>;
const OWN = { queryKey: ['inventory', 'me'] } as const;

function mapItems(
  queryClient: QueryClient,
  fn: (item: InventoryItemData) => InventoryItemData,
): void {
  queryClient.setQueriesData<Lists>(OWN, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(fn) })) } : data,
  );
}

/** The cached own items with these ids (first copy of each), in no particular order. */
export function findCachedItems(
  queryClient: QueryClient,
  ids: readonly string[],
): InventoryItemData[] {
  const wanted = new Set(ids);
  const found = new Map<string, InventoryItemData>();
  for (const [, data] of queryClient.getQueriesData<Lists>(OWN))
    for (const p of data?.pages ?? [])
      for (const i of p.items) if (wanted.has(i.id) && !found.has(i.id)) found.set(i.id, i);
  return [...found.values()];
}

/** Whether any cached own item matches `test` (e.g. one on its way to Steam). */
export function someCachedItem(
  queryClient: QueryClient,
  test: (item: InventoryItemData) => boolean,
): boolean {
  for (const [, data] of queryClient.getQueriesData<Lists>(OWN))
    for (const p of data?.pages ?? []) if (p.items.some(test)) return true;
  return false;
}

/** Every cached item in progress (a whole-inventory sale). */
export const IN_PROGRESS = { inProgress: true } as const;
type InProgress = typeof IN_PROGRESS;
const isInProgress = (ids: object | string): ids is InProgress =>
  typeof ids === 'object' && 'inProgress' in ids;

/**
 * Sets the status of the listed items (or of every progress item for IN_PROGRESS) in every
 * cached own list. PREPARING keeps a server timer or starts a 5-minute one; `send` keeps it; any
 * other status clears it. A `tradeOffer` given (a sent offer's link, bot and expiry) replaces the item's.
 * Returns whether any cached item matched.
 */
export function setItemStatus(
  queryClient: QueryClient,
  ids: string | readonly string[] | InProgress,
  status: LiveItemStatus,
  tradeOffer?: InventoryItemData['tradeOffer'],
): boolean {
  const wanted = isInProgress(ids) ? null : new Set(typeof ids === 'string' ? [ids] : ids);
  let found = false;
  mapItems(queryClient, (i) => {
    if (wanted ? !wanted.has(i.id) : i.status !== 'progress') return i;
    found = true;
    const timerEndsAt =
      status === 'PREPARING'
        ? (i.timerEndsAt ?? Date.now() + WITHDRAW_TIMER_MS)
        : status === 'send'
          ? i.timerEndsAt
          : undefined;
    return tradeOffer === undefined
      ? { ...i, status, timerEndsAt }
      : { ...i, status, timerEndsAt, tradeOffer };
  });
  return found;
}

/** Removes sold items from the cached own lists (spec 001 §4 "sold items are removed"). */
export function removeFromInventory(
  queryClient: QueryClient,
  ids: ReadonlySet<string> | InProgress,
): void {
  queryClient.setQueriesData<Lists>(OWN, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((p) => {
        const items = p.items.filter((i) =>
          isInProgress(ids) ? i.status !== 'progress' : !ids.has(i.id),
        );
        return { ...p, items, totalItem: p.totalItem - (p.items.length - items.length) };
      }),
    };
  });
}

/**
 * Takes the item `id` out of the cached active list, its count and value with it (an unpacked pack
 * leaves "Активные", spec 001 §4 Unpack). Other lists keep it (with its new status).
 */
export function removeActiveItem(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Lists>(inventoryKey('active', undefined), (data) => {
    const gone = data?.pages.flatMap((p) => p.items).find((i) => i.id === id);
    if (!data || !gone) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        items: p.items.filter((i) => i.id !== id),
        totalItem: Math.max(0, p.totalItem - 1),
        totalPrice: Math.max(0, Math.round((p.totalPrice - gone.price) * 100) / 100),
      })),
    };
  });
}

/** Puts one item at the top of the cached active list (unpacked contents, spec 001 §4 Unpack). */
export function prependActiveItem(queryClient: QueryClient, item: InventoryItemData): void {
  queryClient.setQueryData<Lists>(inventoryKey('active', undefined), (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    if (!first || first.items.some((i) => i.id === item.id)) return data;
    const bump = (p: InventoryPage) => ({
      ...p,
      totalItem: p.totalItem + 1,
      totalPrice: Math.round((p.totalPrice + item.price) * 100) / 100,
    });
    return {
      ...data,
      pages: [{ ...bump(first), items: [item, ...first.items] }, ...rest.map(bump)],
    };
  });
}

/** Swaps the item `id` for `next` in every cached own list (replacement, spec 001 §7). */
export function replaceCachedItem(
  queryClient: QueryClient,
  id: string,
  next: InventoryItemData,
): void {
  mapItems(queryClient, (i) => (i.id === id ? next : i));
}

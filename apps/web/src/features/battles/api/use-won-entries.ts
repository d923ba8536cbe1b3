/**
 * The caller's won drops of a finished battle as quick-sale entries (spec 000 §2 quick-sale screen;
 * issue 29): the battle's `winnings` of the caller's seat, each matched to its inventory row in the
 * own active inventory (lib/match-winnings.ts), paging on while the list may still hold them. Nothing
 * is fetched when the battle says nothing of it is left unsold.
 */
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inventoryQueryOptions } from '../../../api/endpoints/get-inventory.ts';
import type { QuickSaleEntry } from '../../../shared/quick-sale/quick-sale-state.ts';
import { matchWinnings, mayHoldMore } from '../lib/match-winnings.ts';
import type { Battle } from './get-battles.ts';

export type Winning = Battle['winnings'][number];

/** Entries of `mine` (undefined while the first page loads); `failed` when the inventory could not be read. */
export function useWonEntries(battle: Battle, mine: Winning | undefined) {
  const need = !!mine && mine.unsold > 0;
  const inventory = useInfiniteQuery({
    ...inventoryQueryOptions('active', undefined),
    enabled: need,
  });
  const finishedAt = battle.finishedAt ? Date.parse(battle.finishedAt) : Date.now();
  const rows = inventory.data?.pages.flatMap((p) => p.items) ?? [];
  const won = mine?.items ?? [];
  const ids = need ? matchWinnings(won, rows, finishedAt) : won.map(() => null);
  const missing = ids.includes(null);
  const more =
    need &&
    missing &&
    inventory.isSuccess &&
    inventory.hasNextPage &&
    !inventory.isFetchingNextPage &&
    mayHoldMore(rows, finishedAt);

  const { fetchNextPage } = inventory;
  useEffect(() => {
    if (more) void fetchNextPage();
  }, [more, fetchNextPage]);

  const entries: QuickSaleEntry[] = won.map((item, i) => ({
    key: `${battle.ulid}:${i}`,
    inventoryId: ids[i] ?? null,
    item,
  }));
  // Only the first page holds the panel back: once shown, it stays (its choices live in it), and a
  // row on a later page turns its drop ready when that page arrives.
  const loading = need && inventory.isPending;
  return { entries: loading ? undefined : entries, failed: need && inventory.isError };
}

/**
 * POST /v1/inventory/packs/open { inventory_id } → { status: 'unpacked', items } (spec 001 §4 Unpack,
 * §7). The pack turns `unpacked` and leaves the active list, and its contents go to the top of it one
 * by one, spread evenly over unpackSpreadMs(n) (2000 ms for up to 7 items, else 4000 ms; spec 001
 * §9); the list's count and value follow each step (issue 31).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { packOpenResponse, unpackSpreadMs } from '@cases/domain/api/inventory';
import type { PackOpenResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../../../api/client.ts';
import { withTimer } from '../../../api/endpoints/get-inventory.ts';
import {
  prependActiveItem,
  removeActiveItem,
  setItemStatus,
} from '../../../api/inventory-cache.ts';

export type PackOpenResult = Camel<PackOpenResponse>;

/** Unpacks the pack with inventory id `inventoryId`; errors as ApiError (`invalidItem`, …). */
export function openPack(inventoryId: string): Promise<PackOpenResult> {
  return apiPost('/v1/inventory/packs/open', { schema: packOpenResponse, body: { inventoryId } });
}

/**
 * Marks the pack unpacked, takes it out of the cached active list and inserts `items` (in the
 * answer's order, so the last ends on top) at the top of it, the n-th n · unpackSpreadMs(n) / n ms
 * after the first, calling `onReveal` with each one's id as it goes in. Resolves after the last one.
 */
export function revealUnpacked(
  queryClient: QueryClient,
  packId: string,
  items: PackOpenResult['items'],
  onReveal?: (id: string) => void,
): Promise<void> {
  setItemStatus(queryClient, packId, 'unpacked');
  removeActiveItem(queryClient, packId);
  const step = items.length > 0 ? unpackSpreadMs(items.length) / items.length : 0;
  // The first goes in at once, the n-th `n · step` after the first went in: a late first one (a busy
  // page) does not bunch the rest together, and late ones do not add up.
  let first = 0;
  const shown = items.reduce<Promise<void>>(
    (previous, item, n) =>
      previous.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(
              () => {
                if (n === 0) first = performance.now();
                onReveal?.(item.id);
                prependActiveItem(queryClient, withTimer(item));
                resolve();
              },
              n === 0 ? 0 : Math.max(0, first + n * step - performance.now()),
            ),
          ),
      ),
    Promise.resolve(),
  );
  return shown.then(() => {
    void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'all'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  });
}

/** Mutation: pending until the last item of the pack has been revealed (each one to `onReveal`). */
export function useOpenPack(onReveal?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openPack,
    onSuccess: (res, packId) => revealUnpacked(queryClient, packId, res.items, onReveal),
  });
}

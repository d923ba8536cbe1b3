/**
 * POST /v1/inventory/packs/open { inventory_id } → { status: 'unpacked', items } (spec 001 §4 Unpack,
 * §7). The pack turns `unpacked` and its contents go to the top of the active list one by one,
 * spread evenly over unpackSpreadMs(n) (2000 ms for up to 7 items, else 4000 ms; spec 001 §9).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { packOpenResponse, unpackSpreadMs } from '@cases/domain/api/inventory';
import type { PackOpenResponse } from '@cases/domain/api/inventory';
import { apiPost } from '../../../api/client.ts';
import { withTimer } from '../../../api/endpoints/get-inventory.ts';
import { prependActiveItem, setItemStatus } from '../../../api/inventory-cache.ts';

export type PackOpenResult = Camel<PackOpenResponse>;

/** Unpacks the pack with inventory id `inventoryId`; errors as ApiError (`invalidItem`, …). */
export function openPack(inventoryId: string): Promise<PackOpenResult> {
  return apiPost('/v1/inventory/packs/open', { schema: packOpenResponse, body: { inventoryId } });
}

/**
 * Marks the pack unpacked and inserts `items` (in the answer's order, so the last ends on top) at the
 * top of the cached active list, one every unpackSpreadMs(n) / n ms. Resolves after the last one.
 */
export function revealUnpacked(
  queryClient: QueryClient,
  packId: string,
  items: PackOpenResult['items'],
): Promise<void> {
  setItemStatus(queryClient, packId, 'unpacked');
  const step = items.length > 0 ? unpackSpreadMs(items.length) / items.length : 0;
  const shown = [...items.entries()].map(
    ([n, item]) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          prependActiveItem(queryClient, withTimer(item));
          resolve();
        }, n * step),
      ),
  );
  return Promise.all(shown).then(() => {
    void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'all'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  });
}

/** Mutation: pending until the last item of the pack has been revealed. */
export function useOpenPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openPack,
    onSuccess: (res, packId) => revealUnpacked(queryClient, packId, res.items),
  });
}

/**
 * The cache side of a sale answer (spec 001 §4 Sell): instant (`sold`) → the new balance and the
 * items out of the lists; queued (`all_items_in_sale_queue`) → the items turn `vendor waiting`,
 * the player waits for `sell_done` and the balance stays as it is. The queue may sell so fast that
 * `sell_done` arrives before the answer; then the items simply leave the lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { markSaleWaiting, saleFinishedSince } from './sale-waiting.ts';
import { IN_PROGRESS, removeFromInventory, setItemStatus } from './inventory-cache.ts';
import { setMeBalance } from './endpoints/get-me.ts';
import type { SellResult } from './endpoints/sell-item.ts';

type SoldIds = ReadonlySet<string> | typeof IN_PROGRESS;

/**
 * Applies `res` for the sold `ids` (IN_PROGRESS = every progress item, i.e. sell all);
 * `startedAt` is when the request was sent (ms).
 */
export function applySale(
  queryClient: QueryClient,
  res: SellResult,
  ids: SoldIds,
  startedAt: number,
): void {
  const queued = res.status === 'all_items_in_sale_queue';
  if (queued && !saleFinishedSince(startedAt)) {
    setItemStatus(queryClient, ids instanceof Set ? [...ids] : IN_PROGRESS, 'vendor waiting');
    markSaleWaiting();
    // The active list keeps the queued items (labelled) until sell_done refreshes it.
    void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'all'] });
    return;
  }
  if (!queued) setMeBalance(queryClient, res.balance, res.totalAmountItems);
  removeFromInventory(queryClient, ids);
  void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  // The profile's counters ("В инвентаре") follow without a reload (issue 9).
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}

/** A sale mutation (one, many, all): notes when it was sent and applies the answer (applySale). */
export function useSaleMutation<V>(
  sell: (vars: V) => Promise<SellResult>,
  soldIds: (vars: V) => SoldIds,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sell,
    onMutate: () => Date.now(),
    onSuccess: (res, vars, startedAt) => applySale(queryClient, res, soldIds(vars), startedAt),
  });
}

/**
 * The cache side of a sale answer (spec 001 §4 Sell): instant (`sold`) → the new balance and the
 * items out of the lists; queued (`all_items_in_sale_queue`) → the items turn `vendor waiting`,
 * the player waits for `sell_done` and the balance stays as it is. The queue may sell so fast that
 * `sell_done` arrives before the answer; then the items simply leave the lists.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import type { SellResult } from '../../../api/endpoints/sell-item.ts';
import { markSaleWaiting, saleFinishedSince } from '../lib/sale-waiting.ts';
import { IN_PROGRESS, removeFromInventory, setItemStatus } from './inventory-cache.ts';

/**
 * Applies `res` for the sold `ids` (IN_PROGRESS = every progress item, i.e. sell all);
 * `startedAt` is when the request was sent (ms).
 */
export function applySale(
  queryClient: QueryClient,
  res: SellResult,
  ids: ReadonlySet<string> | typeof IN_PROGRESS,
  startedAt: number,
): void {
  switch (res.status) {
    case 'sold':
      setMeBalance(queryClient, res.balance, res.totalAmountItems);
      removeFromInventory(queryClient, ids);
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      return;
    case 'all_items_in_sale_queue':
      if (saleFinishedSince(startedAt)) {
        removeFromInventory(queryClient, ids);
        void queryClient.invalidateQueries({ queryKey: ['inventory'] });
        return;
      }
      setItemStatus(queryClient, ids instanceof Set ? [...ids] : IN_PROGRESS, 'vendor waiting');
      markSaleWaiting();
      // The active list keeps the queued items (labelled) until sell_done refreshes it.
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'all'] });
      return;
  }
}

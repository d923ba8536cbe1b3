/**
 * The realtime `sell_done` event (spec 001 §3 Sell event, §4 Sell): a queued sale has finished.
 * The balance takes the event's `money` at once (so the header shows the rise); profile (me) and
 * inventory are refreshed 1000 ms after the last such event (spec 001 §9 sell-done debounce).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SellDone } from '@cases/domain/realtime';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import { finishSaleWaiting } from '../../../api/sale-waiting.ts';

export const SELL_DONE_DEBOUNCE_MS = 1000;
let refresh: ReturnType<typeof setTimeout> | undefined;

/** Applies one `sell_done` payload (`money`: balance after the sale, roubles). */
export function applySellDone(queryClient: QueryClient, done: SellDone): void {
  if (Number.isFinite(done.money)) setMeBalance(queryClient, done.money);
  finishSaleWaiting();
  clearTimeout(refresh);
  refresh = setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['inventory', 'me'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  }, SELL_DONE_DEBOUNCE_MS);
}

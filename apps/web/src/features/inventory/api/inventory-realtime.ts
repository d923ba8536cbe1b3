/**
 * The inventory's realtime reaction (spec 001 §4 Sell): `sell_done` finishes a queued sale
 * (sell-done.ts) and says so in a toast with the amount. Handed to the channel by
 * app/realtime-reactions.ts.
 */
import type { RealtimeReactions } from '../../../api/realtime.ts';
import { formatPrice } from '../../../ui/price.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { applySellDone } from './sell-done.ts';

/** `sell_done` → balance, waiting flag and lists (applySellDone), then the success toast. */
export const inventoryRealtime: RealtimeReactions = {
  sell_done: (done, { queryClient, t, i18n }) => {
    applySellDone(queryClient, done);
    showToast({
      type: 'success',
      message: t('inventory.saleDone', { amount: formatPrice(done.price, i18n.language) }),
    });
  },
};

/**
 * The withdrawal's realtime reaction (spec 001 §4 Item withdrawal, §8): a `statechange` updates the
 * item in the inventory caches and refreshes me (a failure also sends the `withdraw_failed`
 * analytics event), then shows the player's alert, if the change has one. Handed to the channel by
 * app/realtime-reactions.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { StateChange } from '@cases/domain/realtime';
import type { RealtimeReactions } from '../../../api/realtime.ts';
import { findCachedItems, setItemStatus, someCachedItem } from '../../../api/inventory-cache.ts';
import { trackWithdrawFailure } from '../../../shared/analytics/track-withdraw-failure.ts';
import { showToast } from '../../../ui/toast-store.ts';

/**
 * Applies a status change to every cached own inventory; unknown items make the lists stale. A change
 * with an `error_code` also queues the withdraw-failure analytics event (item name, price, code).
 */
export function applyStateChange(queryClient: QueryClient, change: StateChange): void {
  if (change.error_code)
    trackWithdrawFailure(findCachedItems(queryClient, [change.item_id]), change.error_code);
  // A sent item gains its trade offer (bot, link, expiry) from the event itself, in every list (issue 48).
  const offer = change.trade_offer && {
    id: change.trade_offer.id,
    url: change.trade_offer.url,
    botName: change.trade_offer.bot_name,
    expiresAt: change.trade_offer.expires_at,
  };
  const found = setItemStatus(queryClient, change.item_id, change.status, offer);
  // The withdrawal tab refreshes; the active list keeps the item with its new status until the player reloads.
  if (!found) void queryClient.invalidateQueries({ queryKey: ['inventory', 'me'] });
  else void queryClient.invalidateQueries({ queryKey: ['inventory', 'me', 'withdrawal'] });
  void queryClient.invalidateQueries({ queryKey: ['me'] });
}

type StateAlertKey =
  | `alerts.${NonNullable<StateChange['error_code']>}`
  | 'alerts.preparing_to_dispatch'
  | 'alerts.item_received';

/** Player-facing alert key of a status change (spec 001 §4, §8), or null when there is none. */
export function stateChangeAlert(
  change: StateChange,
): { type: 'success' | 'error'; key: StateAlertKey } | null {
  if (change.error_code) return { type: 'error', key: `alerts.${change.error_code}` as const };
  if (change.status === 'send') return { type: 'success', key: 'alerts.preparing_to_dispatch' };
  if (change.status === 'STEAM_WITHDRAWN') return { type: 'success', key: 'alerts.item_received' };
  return null;
}

/**
 * `statechange` → caches (applyStateChange), then the alert toast (a failure's names the item when the
 * lists hold it). On each connection the lists are
 * fetched again when they hold an item on its way to Steam: its change may have come before the
 * socket opened.
 */
export const withdrawRealtime: RealtimeReactions = {
  connect: ({ queryClient }) => {
    if (someCachedItem(queryClient, (i) => i.status === 'PREPARING' || i.status === 'send'))
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'me'] });
  },
  statechange: (change, { queryClient, t }) => {
    // Read before the change lands: a failure's toast names the item (issue 48).
    const [item] = findCachedItems(queryClient, [change.item_id]);
    applyStateChange(queryClient, change);
    const alert = stateChangeAlert(change);
    if (!alert) return;
    showToast({
      type: alert.type,
      title:
        alert.type !== 'error'
          ? undefined
          : item
            ? t('alerts.cannotSendItem', { name: item.name })
            : t('alerts.cannotSend'),
      message: t(alert.key),
      // A failed withdrawal may arrive while the player looks elsewhere: its alert waits to be closed (spec 000 §3
      // Alert `delay` flag).
      ...(alert.type === 'error' ? { delay: false } : {}),
    });
  },
};

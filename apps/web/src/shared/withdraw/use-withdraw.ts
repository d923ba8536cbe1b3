/**
 * Withdrawal flow of the own inventory (spec 001 §4 Item withdrawal, §8): send by trade link or
 * login; success → "in the withdrawal queue" alert (type-3 items: "credited to the balance");
 * `no_link` / `no_login` → the Steam trade widget with the error, then the same items are sent
 * again; other errors → "cannot send" toast and a `withdraw_failed` analytics event per item.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawMethod } from '@cases/domain/api/withdrawals';
import { isApiError } from '../../api/api-error.ts';
import { findCachedItems } from '../../api/inventory-cache.ts';
import { useSendItems } from '../../api/endpoints/send-items.ts';
import { showToast } from '../../ui/toast-store.ts';
import { errorText } from '../../ui/use-error-toast.ts';
import { trackWithdrawFailure } from '../analytics/track-withdraw-failure.ts';
import type { SteamWidgetState } from './steam-widget.tsx';

/** State and actions for the withdraw buttons, the method switch and the widget. */
export function useWithdraw(onSent?: (ids: readonly string[]) => void) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const send = useSendItems();
  const [method, setMethod] = useState<WithdrawMethod>('trade');
  const [widget, setWidget] = useState<SteamWidgetState | null>(null);
  const [retryIds, setRetryIds] = useState<readonly string[]>([]);

  const withdraw = useCallback(
    (ids: readonly string[], how: WithdrawMethod = method) => {
      if (ids.length === 0) return;
      // Read before sending: the optimistic update changes the cached items.
      const items = findCachedItems(queryClient, ids);
      send.mutate(
        { ids, method: how },
        {
          onSuccess: (res) => {
            const credited = res.data.status === 'itemType3CreditedToTheBalance';
            showToast({
              type: 'success',
              message: t(
                credited
                  ? 'alerts.itemType3CreditedToTheBalance'
                  : 'alerts.item_in_withdrawal_queue',
              ),
            });
            onSent?.(ids);
          },
          onError: (error) => {
            const message = errorText(t, i18n, error);
            if (isApiError(error) && (error.code === 'no_link' || error.code === 'no_login')) {
              setRetryIds(ids);
              setWidget({ mode: error.code === 'no_link' ? 'trade' : 'login', error: message });
              return;
            }
            trackWithdrawFailure(items, isApiError(error) ? error.code : 'unpredicted');
            showToast({ type: 'error', title: t('alerts.cannotSend'), message });
          },
        },
      );
    },
    [send, method, t, i18n, onSent, queryClient],
  );

  const widgetProps = {
    state: widget,
    onClose: () => setWidget(null),
    onSaved: () => {
      const how: WithdrawMethod = widget?.mode === 'login' ? 'login' : 'trade';
      setWidget(null);
      withdraw(retryIds, how);
    },
  };

  return {
    method,
    setMethod,
    withdraw,
    pendingIds: send.isPending ? send.variables.ids : [],
    widgetProps,
  };
}

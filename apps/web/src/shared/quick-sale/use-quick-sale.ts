/**
 * The quick sale's behaviour (spec 000 §2 quick-sale screen, spec 001 §4 Sell; issue 29): toggles,
 * "keep all", and one `POST /v1/inventory/sell/many` for the picked drops. The answer goes through
 * applySale (sell-many.ts), so the header balance changes at once; a sale the server queues (more than
 * SELL_INSTANT_MAX items) shows as queued until `sell_done` ends the wait (sale-waiting.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellMany } from '../../api/endpoints/sell-many.ts';
import { saleFinishedSince, useSaleWaiting } from '../../api/sale-waiting.ts';
import { play } from '../sound/sound.ts';
import { usePriceText } from '../../ui/price.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { useErrorToast } from '../../ui/use-error-toast.ts';
import {
  afterSale,
  initialQuickSale,
  picked,
  settle,
  statusOf,
  toggleKeep,
  totalOf,
} from './quick-sale-state.ts';
import type { QuickSaleEntry, SaleStatus } from './quick-sale-state.ts';

/** The text bundle whose `<ns>.quickSale.*` keys the panel shows (the feature that shows it). */
export type QuickSaleTexts = 'open' | 'battles';

/** State and actions of one quick-sale panel over `entries` (remount it for a new result). */
export function useQuickSale(entries: readonly QuickSaleEntry[], ns: QuickSaleTexts) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const toastError = useErrorToast();
  const sellMany = useSellMany();
  const waiting = useSaleWaiting();
  const [state, setState] = useState(initialQuickSale);

  const { ready, sell } = picked(entries, state);
  const status = (e: QuickSaleEntry): SaleStatus => {
    const s = statusOf(e, state);
    // A queued sale is over once the wait for `sell_done` has ended.
    return s === 'queued' && !waiting ? 'sold' : s;
  };

  const sellPicked = () => {
    if (sell.length === 0 || sellMany.isPending) return;
    const ids = sell.flatMap((e) => (e.inventoryId === null ? [] : [e.inventoryId]));
    sellMany.mutate(ids, {
      onSuccess: (res, _ids, startedAt) => {
        play('sale');
        const queued =
          res.status === 'all_items_in_sale_queue' && !saleFinishedSince(startedAt ?? 0);
        setState((s) => afterSale(s, entries, sell, queued));
        if (queued) {
          showToast({
            type: 'success',
            message: t(`${ns}.quickSale.queuedToast`, { count: ids.length }),
          });
          return;
        }
        // A queued answer carries no amount; its queue may already be done (sell_done came first).
        const amount = res.status === 'sold' ? res.amount : totalOf(sell);
        showToast({
          type: 'success',
          message: t(`${ns}.quickSale.soldToast`, { count: ids.length, amount: priceText(amount) }),
        });
      },
      onError: toastError,
    });
  };

  return {
    status,
    /** Whether the ready drop is picked for sale. */
    selling: (e: QuickSaleEntry) => !state.keep.has(e.key),
    toggle: (e: QuickSaleEntry) => setState((s) => toggleKeep(s, e.key)),
    keepAll: () => setState((s) => settle(s, picked(entries, s).ready, 'kept')),
    sellPicked,
    busy: sellMany.isPending,
    readyCount: ready.length,
    sellCount: sell.length,
    sellTotal: totalOf(sell),
    /** What the drops sold here brought (their prices are the sale's), roubles. */
    soldSum: totalOf(entries.filter((e) => status(e) === 'sold')),
    queuedCount: entries.filter((e) => status(e) === 'queued').length,
  };
}

/**
 * Selection toolbar (spec 001 §4 Selection, Sell, Item withdrawal): "selected n of 10", select all /
 * remove all, Withdraw selected (with the method switch), Sell selected and Sell all (confirmed in a
 * dialog). A queued sale shows the `all_items_in_sale_queue` alert and a waiting line until
 * `sell_done`. A failed sale of the selected items shows the unpredicted-exception text (spec 001 §8).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTION_CAP } from '@cases/domain/api/inventory';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import type { SellResult } from '../../../api/endpoints/sell-item.ts';
import { useSellMany } from '../../../api/endpoints/sell-many.ts';
import { useSaleWaiting } from '../../../api/sale-waiting.ts';
import { play } from '../../../shared/sound/sound.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useSellAll } from '../api/sell-all.ts';

export interface InventoryToolbarProps {
  selected: readonly InventoryItemData[];
  onSelectAll: () => void;
  onClear: () => void;
  onWithdrawSelected: () => void;
  withdrawing: boolean;
  /** The trade/login switch shown next to the withdraw button. */
  methodSwitch: ReactNode;
  /** What selling everything in the active list brings (roubles). */
  sellAllTotal: number;
}

/** Bulk actions over the own active inventory. */
export function InventoryToolbar({
  selected,
  onSelectAll,
  onClear,
  sellAllTotal,
  onWithdrawSelected,
  withdrawing,
  methodSwitch,
}: InventoryToolbarProps) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const sellMany = useSellMany();
  const sellAll = useSellAll();
  const toastError = useErrorToast();
  const waiting = useSaleWaiting();
  const [confirmAll, setConfirmAll] = useState(false);
  const selectedSum = selected.reduce((s, i) => s + i.price, 0);

  const done = (res: SellResult) => {
    onClear();
    play('sale');
    switch (res.status) {
      case 'sold':
        showToast({
          type: 'success',
          message: t('inventory.soldMany', { count: res.sold, amount: priceText(res.amount) }),
        });
        return;
      case 'all_items_in_sale_queue':
        showToast({ type: 'success', message: t('alerts.all_items_in_sale_queue') });
        return;
    }
  };

  const sellSelected = () =>
    sellMany.mutate(
      selected.map((i) => i.id),
      {
        onSuccess: done,
        // Spec 001 §8 "Sell-many failure: unpredicted exception", whatever the server said.
        onError: () =>
          showToast({ type: 'error', title: t('common.error'), message: t('errors.unpredicted') }),
      },
    );

  const sellEverything = () =>
    sellAll.mutate(undefined, {
      onSuccess: (res) => {
        setConfirmAll(false);
        done(res);
      },
      onError: (e) => {
        setConfirmAll(false);
        toastError(e);
      },
    });

  return (
    <div className="inventory-toolbar">
      <div className="inventory-toolbar__select">
        <span className="inventory-toolbar__info" aria-live="polite">
          {t('inventory.selected', { count: selected.length, max: SELECTION_CAP })}
        </span>
        <Button size="sm" variant="ghost" onClick={onSelectAll}>
          {t('inventory.selectAll')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={selected.length === 0}>
          {t('inventory.clearSelection')}
        </Button>
      </div>
      <div className="inventory-toolbar__actions">
        {methodSwitch}
        <Button
          size="sm"
          variant="secondary"
          className="inventory-toolbar__withdraw"
          disabled={selected.length === 0}
          busy={withdrawing}
          onClick={onWithdrawSelected}
        >
          {t('withdraw.selected')}
        </Button>
        <Button
          size="sm"
          disabled={selected.length === 0}
          busy={sellMany.isPending}
          onClick={sellSelected}
        >
          {selected.length > 0
            ? t('inventory.sellSelectedFor', { price: priceText(selectedSum) })
            : t('inventory.sellSelected')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirmAll(true)}>
          {t('inventory.sellAll')}
        </Button>
      </div>
      {waiting && (
        <p className="inventory-toolbar__waiting" role="status">
          {t('inventory.saleWaiting')}
        </p>
      )}
      <Modal
        open={confirmAll}
        title={t('inventory.sellAllTitle')}
        onClose={() => setConfirmAll(false)}
      >
        <p className="inventory-toolbar__confirm">
          {t('inventory.sellAllText', { amount: priceText(sellAllTotal) })}
        </p>
        <div className="inventory-toolbar__confirm-actions">
          <Button variant="secondary" onClick={() => setConfirmAll(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={sellEverything} busy={sellAll.isPending}>
            {t('inventory.sellAllConfirm', { amount: priceText(sellAllTotal) })}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

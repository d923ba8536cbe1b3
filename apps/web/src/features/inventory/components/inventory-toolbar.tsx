/**
 * Selection toolbar: select first 10 / clear, Withdraw selected (with the method switch), Sell
 * selected (sell/many) and Sell all (with a confirmation dialog). Spec 001 §4 Selection, Sell and
 * Item withdrawal.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import type { InventoryItemData } from '../api/get-inventory.ts';
import { useSellAll } from '../api/sell-all.ts';
import { useSellMany } from '../api/sell-many.ts';

/** Selection cap of spec 001 §9. */
export const SELECTION_CAP = 10;

export interface InventoryToolbarProps {
  items: readonly InventoryItemData[];
  selected: ReadonlySet<string>;
  onClear: () => void;
  onSelectMany: (ids: string[]) => void;
  onWithdrawSelected: () => void;
  withdrawing: boolean;
  /** The trade/login switch shown next to the withdraw button. */
  methodSwitch: ReactNode;
}

/** Bulk actions over the own inventory. */
export function InventoryToolbar({
  items,
  selected,
  onClear,
  onSelectMany,
  onWithdrawSelected,
  withdrawing,
  methodSwitch,
}: InventoryToolbarProps) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const sellMany = useSellMany();
  const sellAll = useSellAll();
  const toastError = useErrorToast();
  const [confirmAll, setConfirmAll] = useState(false);
  const selectedSum = items.filter((i) => selected.has(i.id)).reduce((s, i) => s + i.price, 0);

  const done = (sold: number, amount: number) =>
    showToast({
      type: 'success',
      message: t('inventory.soldMany', { count: sold, amount: priceText(amount) }),
    });

  const sellSelected = () =>
    sellMany.mutate([...selected], {
      onSuccess: (res) => {
        onClear();
        done(res.sold, res.amount);
      },
      onError: toastError,
    });

  const sellEverything = () =>
    sellAll.mutate(undefined, {
      onSuccess: (res) => {
        setConfirmAll(false);
        onClear();
        done(res.sold, res.amount);
      },
      onError: (e) => {
        setConfirmAll(false);
        toastError(e);
      },
    });

  return (
    <div className="inventory-toolbar">
      <span className="inventory-toolbar__info">
        {t('inventory.selected', { count: selected.size, max: SELECTION_CAP })}
      </span>
      {selected.size > 0 ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('inventory.clearSelection')}
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => onSelectMany(items.map((i) => i.id))}>
          {t('inventory.selectFirst')}
        </Button>
      )}
      <div className="inventory-toolbar__actions">
        {methodSwitch}
        <Button
          size="sm"
          variant="secondary"
          disabled={selected.size === 0}
          busy={withdrawing}
          onClick={onWithdrawSelected}
        >
          {t('withdraw.selected')}
        </Button>
        <Button
          size="sm"
          disabled={selected.size === 0}
          busy={sellMany.isPending}
          onClick={sellSelected}
        >
          {selected.size > 0
            ? t('inventory.sellSelectedFor', { price: priceText(selectedSum) })
            : t('inventory.sellSelected')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirmAll(true)}>
          {t('inventory.sellAll')}
        </Button>
      </div>
      <Modal
        open={confirmAll}
        title={t('inventory.sellAllTitle')}
        onClose={() => setConfirmAll(false)}
      >
        <p className="inventory-toolbar__confirm">{t('inventory.sellAllText')}</p>
        <div className="inventory-toolbar__confirm-actions">
          <Button variant="secondary" onClick={() => setConfirmAll(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={sellEverything} busy={sellAll.isPending}>
            {t('inventory.sellAllConfirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

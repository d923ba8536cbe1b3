/**
 * A player's inventory (group active): item grid with checkboxes, Sell one / Sell selected /
 * Sell all and Withdraw one / Withdraw selected (with the withdrawal status and timer) on the own
 * profile, and "load more" by pages of 45 (spec 001 §4 Sell, Selection, Item withdrawal; §9).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSellItem } from '../../../api/endpoints/sell-item.ts';
import { Button } from '../../../ui/button.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { SteamWidget } from '../../withdraw/components/steam-widget.tsx';
import { useWithdraw } from '../../withdraw/components/use-withdraw.ts';
import { WithdrawMethodSwitch } from '../../withdraw/components/withdraw-method-switch.tsx';
import { WithdrawStatus } from '../../withdraw/components/withdraw-status.tsx';
import { removeFromInventory, useInventory } from '../api/get-inventory.ts';
import { InventoryToolbar, SELECTION_CAP } from './inventory-toolbar.tsx';
import './inventory.css';

/** The inventory grid; `own` enables selling. `userId` is undefined for the own inventory. */
export function InventoryPanel({ own, userId }: { own: boolean; userId: string | undefined }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const queryClient = useQueryClient();
  const inventory = useInventory('active', own ? undefined : userId);
  const sellOne = useSellItem();
  const toastError = useErrorToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const withdrawal = useWithdraw((ids) =>
    setSelected((s) => new Set([...s].filter((x) => !ids.includes(x)))),
  );

  if (inventory.isPending) return <Spinner />;
  if (inventory.isError) return <p className="inventory__empty">{t('inventory.loadError')}</p>;

  const items = inventory.data.pages.flatMap((p) => p.items);
  const idle = items.filter((i) => i.status === 'progress');
  const first = inventory.data.pages[0];
  const total = first?.totalItem ?? 0;

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else if (next.size < SELECTION_CAP) next.add(id);
      return next;
    });

  const sell = (id: string, name: string) =>
    sellOne.mutate(id, {
      onSuccess: (res) => {
        removeFromInventory(queryClient, new Set([id]));
        setSelected((s) => new Set([...s].filter((x) => x !== id)));
        showToast({
          type: 'success',
          message: t('inventory.soldOne', { name, amount: priceText(res.amount) }),
        });
      },
      onError: toastError,
    });

  return (
    <section className="inventory" aria-labelledby="inventory-title">
      <div className="inventory__head">
        <h2 id="inventory-title" className="inventory__title">
          {t('inventory.title')} <span className="inventory__count">{total}</span>
        </h2>
        {first && (
          <span className="inventory__total">
            {t('inventory.totalPrice', { amount: priceText(first.totalPrice) })}
          </span>
        )}
      </div>
      {own && items.length > 0 && (
        <InventoryToolbar
          items={idle}
          selected={selected}
          onClear={() => setSelected(new Set())}
          onSelectMany={(ids) => setSelected(new Set(ids.slice(0, SELECTION_CAP)))}
          onWithdrawSelected={() => withdrawal.withdraw([...selected])}
          withdrawing={withdrawal.pendingIds.length > 0}
          methodSwitch={
            <WithdrawMethodSwitch method={withdrawal.method} onChange={withdrawal.setMethod} />
          }
        />
      )}
      {items.length === 0 ? (
        <p className="inventory__empty">{t('inventory.empty')}</p>
      ) : (
        <div className="inventory__grid">
          {items.map((item) => {
            const checked = selected.has(item.id);
            const note =
              item.status === 'progress' ? undefined : (
                <WithdrawStatus status={item.status} timerEndsAt={item.timerEndsAt} />
              );
            return (
              <ItemTile
                key={item.id}
                item={item}
                selected={checked}
                note={note}
                dimmed={item.status === 'STEAM_WITHDRAWN'}
              >
                {own && item.status === 'progress' && (
                  <>
                    <label className="inventory__check">
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && selected.size >= SELECTION_CAP}
                        onChange={() => toggle(item.id)}
                        aria-label={t('inventory.select', { name: item.name })}
                      />
                    </label>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => sell(item.id, item.name)}
                      busy={sellOne.isPending && sellOne.variables === item.id}
                      aria-label={t('inventory.sellOneLabel', {
                        name: item.name,
                        price: priceText(item.price),
                      })}
                    >
                      {t('inventory.sell')}
                    </Button>
                    <Button
                      size="sm"
                      onClick={() => withdrawal.withdraw([item.id])}
                      busy={withdrawal.pendingIds.includes(item.id)}
                      aria-label={t('withdraw.oneLabel', { name: item.name })}
                    >
                      {t('withdraw.action')}
                    </Button>
                  </>
                )}
              </ItemTile>
            );
          })}
        </div>
      )}
      {own && <SteamWidget {...withdrawal.widgetProps} />}
      {inventory.hasNextPage && (
        <Button
          variant="secondary"
          className="inventory__more"
          onClick={() => void inventory.fetchNextPage()}
          busy={inventory.isFetchingNextPage}
        >
          {t('inventory.loadMore')}
        </Button>
      )}
    </section>
  );
}

/**
 * A player's inventory (group active): item grid with checkboxes, Sell one / Sell selected /
 * Sell all on the own profile, and "load more" by pages of 45 (spec 001 §4 Sell, Selection; §9).
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

  if (inventory.isPending) return <Spinner />;
  if (inventory.isError) return <p className="inventory__empty">{t('inventory.loadError')}</p>;

  const items = inventory.data.pages.flatMap((p) => p.items);
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
          items={items}
          selected={selected}
          onClear={() => setSelected(new Set())}
          onSelectMany={(ids) => setSelected(new Set(ids.slice(0, SELECTION_CAP)))}
        />
      )}
      {items.length === 0 ? (
        <p className="inventory__empty">{t('inventory.empty')}</p>
      ) : (
        <div className="inventory__grid">
          {items.map((item) => {
            const checked = selected.has(item.id);
            return (
              <ItemTile key={item.id} item={item} selected={checked}>
                {own && (
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
                  </>
                )}
              </ItemTile>
            );
          })}
        </div>
      )}
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

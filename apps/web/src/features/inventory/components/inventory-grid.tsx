/**
 * The item grid of one inventory list with its loading, error and empty states and "load more"
 * by pages of 45 (spec 001 §7 Inventory, §8 "one title for first-load failure and one for load-more
 * failure", §9 page size).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryItemData, useInventory } from '../../../api/endpoints/get-inventory.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { LoadMore } from '../../../ui/load-more.tsx';

export interface InventoryGridProps {
  inventory: ReturnType<typeof useInventory>;
  /** The items to show (the list's, possibly filtered). */
  items: readonly InventoryItemData[];
  empty: string;
  renderItem: (item: InventoryItemData) => ReactNode;
}

/** Grid + states + "load more". */
export function InventoryGrid({ inventory, items, empty, renderItem }: InventoryGridProps) {
  const { t } = useTranslation();
  if (inventory.isPending) return <Spinner />;
  if (inventory.isError && !inventory.data)
    return (
      <p className="inventory__empty" role="alert">
        {t('inventory.loadError')}
      </p>
    );
  return (
    <>
      {items.length === 0 ? (
        <p className="inventory__empty">{empty}</p>
      ) : (
        <div className="inventory__grid">{items.map(renderItem)}</div>
      )}
      {inventory.isFetchNextPageError && (
        <p className="inventory__empty" role="alert">
          {t('inventory.loadMoreError')}
        </p>
      )}
      <LoadMore query={inventory} className="inventory__more">
        {t('inventory.loadMore')}
      </LoadMore>
    </>
  );
}

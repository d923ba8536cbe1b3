/**
 * The item grid of one inventory list with its loading, error and empty states and "load more"
 * by pages of 45 (spec 001 §7 Inventory, §8 "one title for first-load failure and one for load-more
 * failure, with the server message", §9 page size). The message is the error's translated text (ui/use-error-toast.ts).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryItemData, useInventory } from '../../../api/endpoints/get-inventory.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { LoadMore } from '../../../ui/load-more.tsx';
import { errorText } from '../../../ui/use-error-toast.ts';

export interface InventoryGridProps {
  inventory: ReturnType<typeof useInventory>;
  /** The items to show (the list's, possibly filtered). */
  items: readonly InventoryItemData[];
  empty: string;
  renderItem: (item: InventoryItemData) => ReactNode;
}

/** A failed load's title and the failure's own text (spec 001 §8). */
function LoadFailure({ title, error }: { title: string; error: unknown }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="inventory__empty" role="alert">
      <p>{title}</p>
      <p>{errorText(t, i18n, error)}</p>
    </div>
  );
}

/** Grid + states + "load more". */
export function InventoryGrid({ inventory, items, empty, renderItem }: InventoryGridProps) {
  const { t } = useTranslation();
  if (inventory.isPending) return <Spinner />;
  if (inventory.isError && !inventory.data)
    return <LoadFailure title={t('inventory.loadError')} error={inventory.error} />;
  return (
    <>
      {items.length === 0 ? (
        <p className="inventory__empty">{empty}</p>
      ) : (
        <div className="inventory__grid">{items.map(renderItem)}</div>
      )}
      {inventory.isFetchNextPageError && (
        <LoadFailure title={t('inventory.loadMoreError')} error={inventory.error} />
      )}
      <LoadMore query={inventory} className="inventory__more">
        {t('inventory.loadMore')}
      </LoadMore>
    </>
  );
}

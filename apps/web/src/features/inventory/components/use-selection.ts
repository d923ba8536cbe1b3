/**
 * Selection state of the own active inventory (spec 001 §4 Selection): toggle, select all, remove
 * all; refusals (cap of 10, mixing type-3 with other items) are told with a toast.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTION_CAP } from '@cases/domain/api/inventory';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { pruneSelection, selectAll, toggle, visibleItems } from '../lib/selection.ts';
import type { Selection } from '../lib/selection.ts';

/** Selection over `items` (the loaded active list). */
export function useSelection(items: readonly InventoryItemData[]) {
  const { t } = useTranslation();
  const [raw, setRaw] = useState<Selection<InventoryItemData>>(new Map());
  // Items sold, withdrawn or replaced leave the selection by themselves.
  const selected = useMemo(() => pruneSelection(items, raw), [items, raw]);

  const onToggle = useCallback(
    (item: InventoryItemData) => {
      const { next, outcome } = toggle(selected, item);
      if (outcome === 'cap')
        showToast({ type: 'error', message: t('inventory.selectionCap', { max: SELECTION_CAP }) });
      if (outcome === 'mixed') showToast({ type: 'error', message: t('inventory.voucherMix') });
      setRaw(next);
    },
    [selected, t],
  );

  const onSelectAll = useCallback(() => {
    const { next, capped } = selectAll(items, selected);
    if (capped)
      showToast({ type: 'error', message: t('inventory.selectionCap', { max: SELECTION_CAP }) });
    setRaw(next);
  }, [items, selected, t]);

  const clear = useCallback(() => setRaw(new Map()), []);

  return {
    selected,
    ids: [...selected.keys()],
    visible: visibleItems(items, selected),
    toggle: onToggle,
    selectAll: onSelectAll,
    clear,
  };
}

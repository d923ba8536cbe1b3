/**
 * Selection rules of the own inventory (spec 001 §4 Selection, §9 cap 10): only items in progress
 * can be selected (so type-3 items not in progress cannot); at most SELECTION_CAP; type-3 items
 * (vouchers) are withdrawn apart from other items, so a selection holds one kind only; while a
 * type-3 item is selected only type-3 items in progress are displayed.
 */
import { SELECTION_CAP } from '@cases/domain/api/inventory';
import type { ItemStatus } from '@cases/domain/api/inventory';
import { isVoucher } from '../../../api/endpoints/get-inventory.ts';

export interface SelectableItem {
  id: string;
  type: number;
  status: ItemStatus;
}
export type Selection<T extends SelectableItem> = ReadonlyMap<string, T>;
/** What a toggle did: `cap` and `mixed` were refused (the caller says why). */
export type ToggleOutcome = 'added' | 'removed' | 'cap' | 'unavailable' | 'mixed';

export const canSelect = (i: SelectableItem): boolean => i.status === 'progress';

/** True while the selection holds a type-3 item. */
export function voucherMode(selected: Selection<SelectableItem>): boolean {
  for (const i of selected.values()) if (isVoucher(i)) return true;
  return false;
}

/** The items to display: all, or only type-3 items in progress while one is selected. */
export function visibleItems<T extends SelectableItem>(
  items: readonly T[],
  selected: Selection<T>,
) {
  return voucherMode(selected) ? items.filter((i) => isVoucher(i) && canSelect(i)) : items;
}

/** Selects or deselects `item`. */
export function toggle<T extends SelectableItem>(
  selected: Selection<T>,
  item: T,
): { next: Selection<T>; outcome: ToggleOutcome } {
  if (selected.has(item.id)) {
    const next = new Map(selected);
    next.delete(item.id);
    return { next, outcome: 'removed' };
  }
  if (!canSelect(item)) return { next: selected, outcome: 'unavailable' };
  if (selected.size > 0 && voucherMode(selected) !== isVoucher(item))
    return { next: selected, outcome: 'mixed' };
  if (selected.size >= SELECTION_CAP) return { next: selected, outcome: 'cap' };
  return { next: new Map(selected).set(item.id, item), outcome: 'added' };
}

/**
 * "Select all": adds selectable items of the selection's kind (ordinary items when nothing or an
 * ordinary item is selected) in list order up to the cap. `capped` when some were left out.
 */
export function selectAll<T extends SelectableItem>(
  items: readonly T[],
  selected: Selection<T>,
): { next: Selection<T>; capped: boolean } {
  const vouchers = voucherMode(selected);
  const next = new Map(selected);
  let capped = false;
  for (const i of items) {
    if (next.has(i.id) || !canSelect(i) || isVoucher(i) !== vouchers) continue;
    if (next.size >= SELECTION_CAP) {
      capped = true;
      break;
    }
    next.set(i.id, i);
  }
  return { next, capped };
}

/** Drops selected items that are gone from `items` or no longer in progress (sold, withdrawn …). */
export function pruneSelection<T extends SelectableItem>(
  items: readonly T[],
  selected: Selection<T>,
): Selection<T> {
  if (selected.size === 0) return selected;
  const live = new Map(items.filter(canSelect).map((i) => [i.id, i]));
  let changed = false;
  const next = new Map<string, T>();
  for (const id of selected.keys()) {
    const item = live.get(id);
    if (item) next.set(id, item);
    else changed = true;
  }
  return changed ? next : selected;
}

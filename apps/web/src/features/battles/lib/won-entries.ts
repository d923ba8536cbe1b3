/**
 * The caller's won drops of a finished battle as quick-sale entries (spec 000 §2 quick-sale screen;
 * issue 29): the battle's `winnings` of the caller's seat with their inventory ids (api/use-won-ids.ts),
 * in the order of the items. Nothing is offered for sale when the battle says nothing of it is left unsold.
 */
import type { QuickSaleEntry } from '../../../shared/quick-sale/quick-sale-state.ts';
import type { Battle } from '../api/get-battles.ts';

export type Winning = Battle['winnings'][number];

/** The quick-sale entries of `mine`: each won item with its inventory id (null when not for sale). */
export function wonEntries(
  battle: Battle,
  mine: Winning,
  ids: readonly (string | null)[],
): QuickSaleEntry[] {
  const usable = mine.unsold > 0 ? ids : [];
  return mine.items.map((item, i) => ({
    key: `${battle.ulid}:${i}`,
    inventoryId: usable[i] ?? null,
    item,
  }));
}

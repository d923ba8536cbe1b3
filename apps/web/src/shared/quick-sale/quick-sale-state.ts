/**
 * The quick sale's state as plain data (spec 000 §2 quick-sale screen; issue 29): which new drops the
 * player keeps, and what became of each one after the sale. Amounts in roubles.
 */
import type { ItemTileItem } from '../../ui/item-tile.tsx';

/**
 * What a drop shows: `ready` to choose, `sold`, `queued` (the server's sale queue, spec 001 §4 Sell),
 * `kept` (stays in the inventory), `gone` (no longer in the inventory, e.g. sold or withdrawn before).
 */
export type SaleStatus = 'ready' | 'sold' | 'queued' | 'kept' | 'gone';

/** One new drop: a stable `key`, its inventory item id (null when it is not in the inventory). */
export interface QuickSaleEntry {
  key: string;
  inventoryId: string | null;
  item: ItemTileItem;
}

/** The player's choice so far: ready drops kept out of the sale, and the settled drops. */
export interface QuickSaleState {
  keep: ReadonlySet<string>;
  done: ReadonlyMap<string, Exclude<SaleStatus, 'ready' | 'gone'>>;
}

export const initialQuickSale: QuickSaleState = { keep: new Set(), done: new Map() };

/** The status of `entry`: its settled one, else `gone` without an inventory id, else `ready`. */
export function statusOf(entry: QuickSaleEntry, state: QuickSaleState): SaleStatus {
  return state.done.get(entry.key) ?? (entry.inventoryId === null ? 'gone' : 'ready');
}

/** The ready drops, and those of them picked for sale (every ready drop not kept). */
export function picked(entries: readonly QuickSaleEntry[], state: QuickSaleState) {
  const ready = entries.filter((e) => statusOf(e, state) === 'ready');
  const sell = ready.filter((e) => !state.keep.has(e.key));
  return { ready, sell };
}

/** The sum of the drops' prices in roubles, rounded to kopecks. */
export function totalOf(entries: readonly QuickSaleEntry[]): number {
  return entries.reduce((sum, e) => sum + Math.round(e.item.price * 100), 0) / 100;
}

/** Flips whether the ready drop `key` is kept out of the sale. */
export function toggleKeep(state: QuickSaleState, key: string): QuickSaleState {
  const keep = new Set(state.keep);
  if (!keep.delete(key)) keep.add(key);
  return { ...state, keep };
}

/** Settles `entries` as `status`. */
export function settle(
  state: QuickSaleState,
  entries: readonly QuickSaleEntry[],
  status: 'sold' | 'queued' | 'kept',
): QuickSaleState {
  const done = new Map(state.done);
  for (const e of entries) done.set(e.key, status);
  return { ...state, done };
}

/**
 * After a sale of `sold` (answered instantly, or queued by the server): those drops are sold or
 * queued, every other ready drop stays in the inventory as kept.
 */
export function afterSale(
  state: QuickSaleState,
  entries: readonly QuickSaleEntry[],
  sold: readonly QuickSaleEntry[],
  queued: boolean,
): QuickSaleState {
  const soldKeys = new Set(sold.map((e) => e.key));
  const rest = picked(entries, state).ready.filter((e) => !soldKeys.has(e.key));
  return settle(settle(state, sold, queued ? 'queued' : 'sold'), rest, 'kept');
}

/**
 * "Waiting for a sale" flag of the signed-in player (spec 001 §4 Sell): set when a sale answers
 * `all_items_in_sale_queue`, cleared by the realtime `sell_done` event.
 */
import { useSyncExternalStore } from 'react';

let waiting = false;
/** When the last queued sale finished (ms), to spot a `sell_done` that beat its sale's answer. */
let doneAt = 0;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (waiting === next) return;
  waiting = next;
  for (const l of listeners) l();
}

/** True when a queued sale finished at or after `since` (ms since the epoch). */
export function saleFinishedSince(since: number): boolean {
  return doneAt >= since;
}

/** Marks the player waiting for a queued sale. */
export function markSaleWaiting(): void {
  set(true);
}

/** Ends the wait (the queued sale is done). */
export function finishSaleWaiting(): void {
  doneAt = Date.now();
  set(false);
}

/** True while a queued sale of the player has not finished. */
export function useSaleWaiting(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
  );
}

/**
 * The balance the header shows while a queued sale is being aggregated (spec 001 §4 "Balance display": positive
 * changes can be frozen during sale aggregation and applied after). While `frozen`, a rise of `current` is held
 * back and a fall shows at once (a case opened meanwhile still costs what it costs); once the sale is done the
 * figure catches up with `current` in one step, so the player sees one delta for the whole sale, not a tick per
 * item. Amounts in whatever unit `current` has (roubles in the header); undefined while unknown.
 */
import { useRef } from 'react';

export function useFrozenRises(current: number | undefined, frozen: boolean): number | undefined {
  const shown = useRef<number | undefined>(current);
  const last = useRef<number | undefined>(current);
  if (current !== last.current) {
    const before = last.current;
    last.current = current;
    if (!frozen || current === undefined || before === undefined || shown.current === undefined)
      shown.current = current;
    else if (current < before)
      // Only the fall is shown; the rises held back so far stay held.
      shown.current = Math.round((shown.current - (before - current)) * 100) / 100;
  } else if (!frozen) shown.current = current;
  return shown.current;
}

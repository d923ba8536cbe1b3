/**
 * The change of a shown figure for 1 s after it moves (spec 001 §4 "Balance display", §9 "balance delta
 * display 1000 ms"): the header's money and coin balances. The first value is no change.
 */
import { useEffect, useRef, useState } from 'react';

export const DELTA_MS = 1000;

/** `{ value, key }` of the last change for `DELTA_MS`, else null; `round` rounds the difference. */
export function useDelta(
  current: number | undefined,
  round: (diff: number) => number = (d) => d,
): { value: number; key: number } | null {
  const previous = useRef<number | undefined>(undefined);
  const [delta, setDelta] = useState<{ value: number; key: number } | null>(null);
  useEffect(() => {
    if (current === undefined) return;
    const before = previous.current;
    previous.current = current;
    if (before === undefined || before === current) return;
    setDelta({ value: round(current - before), key: Date.now() });
    const timer = setTimeout(() => setDelta(null), DELTA_MS);
    return () => clearTimeout(timer);
    // Only a new figure is a change; `round` is a pure function, a new one each render is not.
  }, [current]);
  return delta;
}

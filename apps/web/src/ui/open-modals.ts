/**
 * How many modal dialogs are open right now, for the overlays that must wait their turn (issue 9:
 * sign-up used to stack the credentials dialog, the scammer warning, the cookie bar and a toast).
 */
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Marks one more dialog open; returns the function that marks it closed (once). */
export function trackOpenModal(): () => void {
  count += 1;
  emit();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    count -= 1;
    emit();
  };
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The number of open dialogs, re-rendering when it changes. */
export const useOpenModalCount = (): number => useSyncExternalStore(subscribe, () => count);

/**
 * The overlays the shop puts up on its own take turns, one on screen at a time (issue 31: after sign-up
 * the credentials dialog, the scammer warning, the push banner, toasts and the cookie bar stacked).
 * Each asks for a turn while it wants to show; the turn goes to the first in OVERLAY_ORDER that asks,
 * so a later, more important one (the new player's credentials) takes it from a waiting bar, which
 * comes back after. Dialogs the player opens are not in the queue (toasts still answer them).
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

/** First served first: the credentials before the warning, toasts before the standing bars. */
export const OVERLAY_ORDER = ['credentials', 'scammer', 'toasts', 'push', 'cookies'] as const;
export type OverlayName = (typeof OVERLAY_ORDER)[number];

const asking = new Map<OverlayName, number>();
let current: OverlayName | null = null;
const listeners = new Set<() => void>();

function decide(): void {
  const next = OVERLAY_ORDER.find((name) => (asking.get(name) ?? 0) > 0) ?? null;
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

/** Asks for `name`'s turn; returns the function that withdraws the request (once). */
export function requestOverlay(name: OverlayName): () => void {
  asking.set(name, (asking.get(name) ?? 0) + 1);
  decide();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    asking.set(name, (asking.get(name) ?? 1) - 1);
    decide();
  };
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The overlay whose turn it is, or null. */
export const currentOverlay = (): OverlayName | null => current;

/**
 * Asks for `name`'s turn while `wanted` and tells whether it has it. The request is made before the
 * browser paints (a layout effect), so a bar never flashes under a dialog that just asked.
 */
export function useOverlayTurn(name: OverlayName, wanted: boolean): boolean {
  useLayoutEffect(() => (wanted ? requestOverlay(name) : undefined), [name, wanted]);
  const turn = useSyncExternalStore(subscribe, () => current === name);
  return wanted && turn;
}

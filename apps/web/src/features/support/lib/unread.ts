/**
 * Staff replies the player has not seen yet (issue 30 "Support"): counted while the chat panel is closed, shown
 * as the bubble's badge, cleared when the panel opens. A tiny store shared by the realtime reaction and the
 * bubble.
 */
import { useSyncExternalStore } from 'react';

let unread = 0;
let panelOpen = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/** A staff reply arrived. */
export function noteStaffReply(): void {
  if (panelOpen) return;
  unread += 1;
  notify();
}

/** The panel opened (clears the count) or closed. */
export function setPanelOpen(open: boolean): void {
  panelOpen = open;
  if (open && unread > 0) {
    unread = 0;
    notify();
  }
}

/** The number of unseen staff replies. */
export function useUnread(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => unread,
  );
}

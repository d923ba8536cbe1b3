/**
 * Toast alerts, spec 000 §3 Alert {id, title, message, type, delay flag} and §4/§9: each closes after 3000 ms
 * unless its `delay` flag is false (then it stays until closed); at most 10 are open, a new one replaces the oldest.
 */
import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error';
export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  message: string;
  /** False: no 3 s lifetime, the toast stays until the player closes it (for what must be read). Default true. */
  delay?: boolean;
}

export const TOAST_LIFETIME_MS = 3000;
export const TOAST_LIMIT = 10;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const l of listeners) l();
}

/**
 * Whether the toasts are on screen (the toast area's turn in the overlay queue, issue 31): a toast's
 * 3 s count only while it can be read, so one that waited for a dialog is not gone before it shows.
 */
let onScreen = true;

function startTimer(id: number): void {
  if (!onScreen || timers.has(id)) return;
  if (toasts.find((t) => t.id === id)?.delay === false) return;
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS),
  );
}

/** Called by the toast area as the toasts go on or off screen: pauses or (re)starts their lifetimes. */
export function setToastsOnScreen(value: boolean): void {
  if (value === onScreen) return;
  onScreen = value;
  if (value) for (const t of toasts) startTimer(t.id);
  else {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  }
}

/** Closes one toast now. */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  emit(toasts.filter((t) => t.id !== id));
}

/** Closes every open toast now. */
export function dismissAllToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  emit([]);
}

/** Opens a toast that closes itself after 3 s on screen; returns its id. */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  let next = [...toasts, { ...toast, id }];
  while (next.length > TOAST_LIMIT) {
    const [oldest, ...rest] = next;
    if (oldest) {
      const timer = timers.get(oldest.id);
      if (timer) clearTimeout(timer);
      timers.delete(oldest.id);
    }
    next = rest;
  }
  emit(next);
  startTimer(id);
  return id;
}

/** The open toasts, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
}

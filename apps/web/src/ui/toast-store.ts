/**
 * Toast alerts, spec 000 §3 Alert {id, title, message, type} and §4/§9: each closes after 3000 ms;
 * at most 10 are open, a new one replaces the oldest.
 */
import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error';
export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  message: string;
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

/** Closes one toast now. */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  emit(toasts.filter((t) => t.id !== id));
}

/** Opens a toast that closes itself after 3 s; returns its id. */
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
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS),
  );
  emit(next);
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

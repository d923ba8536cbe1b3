/**
 * Keeps the browser's deferred install prompt (`beforeinstallprompt`, Chromium on Android and
 * desktop) from the first moment of the page, so the install banner can offer it later.
 */
import { useSyncExternalStore } from 'react';

/** The non-standard event Chromium fires when the app may be installed. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: InstallPromptEvent | null): void {
  deferred = next;
  for (const l of listeners) l();
}

/** Starts listening (call once at startup). */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the mini-infobar away; our banner asks instead (spec 000 §4 install banner).
    e.preventDefault();
    set(e as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

/** Shows the browser's install dialog; the prompt can be used only once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  set(null);
  await event.prompt();
  await event.userChoice;
}

/** React hook: true while an install prompt is available. */
export function useInstallPromptAvailable(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => deferred !== null,
    () => false,
  );
}

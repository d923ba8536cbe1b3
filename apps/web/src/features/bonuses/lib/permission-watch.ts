/**
 * One app-wide watch of the browser's notification permission (spec 001 §4 Push notifications).
 * However many components use the push flow, the browser's `change` event is listened to once and
 * handed to the most recently mounted handler only, so a change shows one answer, not one per
 * component. A change caused by the shop's own `requestPermission` is quiet: the press that asked
 * answers it itself.
 */

type Handler = (state: PermissionState) => void;

const handlers: Handler[] = [];
let watching = false;
/** Until when (ms since epoch) a change is the answer to our own request. */
let quietUntil = 0;
let asking = false;

function dispatch(state: PermissionState): void {
  if (asking || Date.now() < quietUntil) return;
  handlers.at(-1)?.(state);
}

function startWatching(): void {
  if (watching || !('permissions' in navigator)) return;
  watching = true;
  void navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => status.addEventListener('change', () => dispatch(status.state)))
    .catch(() => {
      watching = false;
    });
}

/** Registers `handler` for permission changes made outside the shop; returns its removal. */
export function watchNotificationPermission(handler: Handler): () => void {
  handlers.push(handler);
  startWatching();
  return () => {
    const at = handlers.lastIndexOf(handler);
    if (at >= 0) handlers.splice(at, 1);
  };
}

/**
 * `Notification.requestPermission()` with the watch kept quiet while it is open and for a second
 * after (the browser may fire `change` just after the promise settles).
 */
export async function requestNotificationPermission(): Promise<NotificationPermission> {
  asking = true;
  try {
    return await Notification.requestPermission();
  } finally {
    asking = false;
    quietUntil = Date.now() + 1000;
  }
}

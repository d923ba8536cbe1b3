/**
 * One app-wide watch of the browser's notification permission (spec 001 §4 Push notifications).
 * However many components use the push flow, the browser's `change` event is listened to once and
 * handed to the most recently mounted handler only, so a change shows one answer, not one per
 * component. A change caused by the shop's own `requestPermission` is quiet: the press that asked
 * answers it itself. Which change that is is told by its state, not by a time window: the browser fires
 * `change` while the request is open or some time after it settles (later on a busy machine), so the first
 * change to the state the request answered is swallowed, whenever it comes (issue 48: a blocked browser showed
 * the denied message and then the repeat message).
 */
type Handler = (state: PermissionState) => void;

const handlers: Handler[] = [];
let watching = false;
let asking = false;
/** The state our own request answered, until its `change` has come (or another state shows). */
let answered: PermissionState | null = null;

function dispatch(state: PermissionState): void {
  if (asking) return;
  if (state === answered) {
    answered = null;
    return;
  }
  answered = null;
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
 * `Notification.requestPermission()` with the watch kept quiet while it is open and for the `change` its answer
 * brings after it settles (a permission that did not change brings none).
 */
export async function requestNotificationPermission(): Promise<NotificationPermission> {
  const before = Notification.permission;
  asking = true;
  try {
    const state = await Notification.requestPermission();
    // Notification says 'default' where the Permissions API says 'prompt'.
    const next: PermissionState = state === 'default' ? 'prompt' : state;
    answered = state === before ? null : next;
    return state;
  } finally {
    asking = false;
  }
}

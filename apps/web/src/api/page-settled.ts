/**
 * When the page has settled (issue 31, front page's JS budget): the load event has fired and no
 * API call has been in flight for `QUIET_MS`, or `LATEST_MS` after load at the latest (a page that
 * polls never goes quiet). What the first screen can do without — the answer checks' zod
 * (api/client.ts) and a visitor's live channel (api/realtime-bridge.tsx) — waits for it, so it does
 * not compete with the first screen for the line and the main thread.
 */

/** Quiet time without an API call in flight, in ms. */
export const QUIET_MS = 1000;
/** At the latest this long after the load event, in ms. */
export const LATEST_MS = 6000;

let inFlight = 0;
let lastActivity = 0;
let settled: Promise<void> | undefined;
let done = false;

/** Whether the page has settled already. */
export const hasSettled = (): boolean => done;

/** Counts an API call from its start to its end (the client calls it around each fetch). */
export async function trackCall<T>(call: () => Promise<T>): Promise<T> {
  inFlight += 1;
  lastActivity = Date.now();
  try {
    return await call();
  } finally {
    inFlight -= 1;
    lastActivity = Date.now();
  }
}

const loaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });

/** Resolves once, when the page has settled (see the module's comment); the same promise after. */
export function whenSettled(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  settled ??= loaded()
    .then(
      () =>
        new Promise<void>((resolve) => {
          const latest = Date.now() + LATEST_MS;
          // Quiet counts from the load event on, whatever came before it.
          lastActivity = Math.max(lastActivity, Date.now());
          const check = () => {
            const now = Date.now();
            if (now >= latest || (inFlight === 0 && now - lastActivity >= QUIET_MS))
              void idle().then(resolve);
            else setTimeout(check, 200);
          };
          check();
        }),
    )
    .then(() => {
      done = true;
    });
  return settled;
}

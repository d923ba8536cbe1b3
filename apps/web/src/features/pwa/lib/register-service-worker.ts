/**
 * Registers public/sw.js (spec 000 §1 "The app can be installed as a PWA"). Production builds only:
 * in development a cached bundle would hide code changes.
 */

/** Registers the worker after the page has loaded; a failure only loses offline support. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

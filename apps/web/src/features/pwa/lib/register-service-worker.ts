/**
 * Registers public/sw.js (spec 000 §1 "The app can be installed as a PWA"). Production builds only:
 * in development a cached bundle would hide code changes. The worker's address names the project's site and
 * push icon (issue 34), for a push that comes without a title.
 */
import { projectInfo } from '../../../i18n/project.ts';

/** Registers the worker after the page has loaded; a failure only loses offline support. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    const { site, icons } = projectInfo();
    const query = new URLSearchParams({ site, icon: icons.touch });
    navigator.serviceWorker.register(`/sw.js?${query}`).catch(() => undefined);
  });
}

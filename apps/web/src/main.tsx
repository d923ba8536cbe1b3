/**
 * Browser entry: a stored locale first moves the visitor to its localized path (spec 000 §2),
 * then global styles, providers and the router under the locale's basename; the install prompt is
 * caught from the start and the service worker registered (production only). Zod runs without
 * eval (the CSP forbids it): public/zod-config.js sets that before any module loads.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { listenForInstallPrompt } from './features/pwa/lib/install-prompt.ts';
import { registerServiceWorker } from './features/pwa/lib/register-service-worker.ts';
import { initI18n } from './i18n/i18n.ts';
import { basenameOf, localeOfPath, storedLocaleRedirect } from './i18n/locale-path.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing in index.html');

/**
 * Resolves once the browser has had a frame to paint `root`'s server-written markup; at once when
 * there is none, or when the tab is hidden (no frames come there).
 */
function afterFirstPaint(root: HTMLElement): Promise<void> {
  if (!root.firstElementChild || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const redirect = storedLocaleRedirect(window.location);
if (redirect) {
  window.location.replace(redirect);
} else {
  listenForInstallPrompt();
  registerServiceWorker();
  // The server's first screen (front page) paints before the app's first render replaces it.
  // (Not a transition: rendering the take-over in slices cut the blocking time, but a lazy overlay that
  // was still loading then missed its turn in the overlay queue after sign-up; bench/README.md.)
  void Promise.all([initI18n(), afterFirstPaint(root)]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter basename={basenameOf(localeOfPath(window.location.pathname))} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

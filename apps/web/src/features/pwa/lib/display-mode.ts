/**
 * How the app runs: installed (standalone window) or in a browser tab, and whether the browser is
 * iOS Safari, which has no install prompt and needs the "Add to Home Screen" hint (spec 000 §1 PWA
 * platforms Android and iOS).
 */

/** True when the app runs installed: display-mode standalone, or iOS's `navigator.standalone`. */
export function isStandalone(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || window.matchMedia('(display-mode: standalone)').matches;
}

/** True on iOS/iPadOS Safari (not Chrome/Firefox/Edge on iOS, which cannot add to the home screen). */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios =
    /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

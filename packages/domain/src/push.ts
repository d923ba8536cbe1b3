/**
 * The push banner's rule (spec 001 §2 Push-subscription banner, §4 Push notifications, §9): shown only
 * when notifications are available, the player is signed in and not subscribed, did not dismiss it
 * within the interval, has not claimed the push reward, the platform allows it (not iOS unless
 * installed as an app) and the country is not excluded; hidden once the page scrolled past 54 px.
 */

/** Scroll offset past which the banner hides (px, spec 001 §9). */
export const PUSH_BANNER_SCROLL_PX = 54;
/** How long a "not now" keeps the banner away (ms): three days. */
export const PUSH_BANNER_DISMISS_MS = 3 * 86_400_000;

export interface PushBannerState {
  available: boolean;
  signedIn: boolean;
  subscribed: boolean;
  /** When the player last declined (epoch ms), or null. */
  dismissedAt: number | null;
  rewardClaimed: boolean;
  ios: boolean;
  standalone: boolean;
  country: string | null;
  excludedCountries: readonly string[];
  scrollY: number;
  now: number;
}

export function shouldShowPushBanner(s: PushBannerState): boolean {
  if (!s.available || !s.signedIn || s.subscribed || s.rewardClaimed) return false;
  if (s.dismissedAt !== null && s.now - s.dismissedAt < PUSH_BANNER_DISMISS_MS) return false;
  if (s.ios && !s.standalone) return false;
  if (s.country !== null && s.excludedCountries.includes(s.country.toUpperCase())) return false;
  return s.scrollY <= PUSH_BANNER_SCROLL_PX;
}

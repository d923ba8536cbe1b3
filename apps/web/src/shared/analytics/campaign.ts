/**
 * The landing campaign (spec 000 §9 "utm records valid 1 month") and the analytics session
 * (spec 000 §4 "a new session starts after the session timeout or on a new campaign"; 30 min idle), and the usage
 * record's additional info (spec 000 §3 Usage-tracking record: language, landing page, screen width and height).
 */
import { utmOf } from '@cases/domain/utm';
import type { Utm } from '@cases/domain/utm';
import { readStored, writeStored } from '../../api/stored-value.ts';

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_IDLE_MS = 30 * 60 * 1000;
const UTM_KEY = 'analytics-utm';
const SESSION_KEY = 'analytics-session';

/** True when the landing URL carries utm tags or ad click ids (fbclid, gclid). */
export function isCampaignLanding(search: string): boolean {
  const params = new URLSearchParams(search);
  return Object.keys(utmOf(search)).length > 0 || params.has('fbclid') || params.has('gclid');
}

/**
 * The campaign to report: the landing URL's utm (stored for a month) or the stored one.
 * `fresh` is true when the landing URL brought a campaign different from the stored one.
 */
export function resolveCampaign(landingSearch: string): { utm: Utm; fresh: boolean } {
  const landing = utmOf(landingSearch);
  const stored = readStored<Utm>(UTM_KEY, 'utm') ?? {};
  if (Object.keys(landing).length === 0) return { utm: stored, fresh: false };
  writeStored(UTM_KEY, 'utm', landing, MONTH_MS);
  return { utm: landing, fresh: JSON.stringify(landing) !== JSON.stringify(stored) };
}

/** The session id for an event now: rotated after 30 min idle or when `newCampaign`. */
export function touchSession(newCampaign: boolean, now = Date.now()): string {
  const s = readStored<{ id: string; lastSeen: number }>(SESSION_KEY, 'session');
  const id = s && !newCampaign && now - s.lastSeen < SESSION_IDLE_MS ? s.id : crypto.randomUUID();
  writeStored(SESSION_KEY, 'session', { id, lastSeen: now }, MONTH_MS);
  return id;
}

/** The usage record's additional info, sent as a page view's props (names as the analytics store keeps them). */
export interface UsageInfo {
  language: string;
  /** Path and query the visit landed on. */
  landing_page: string;
  /** The screen's size in CSS pixels. */
  screen_width: number;
  screen_height: number;
}

/** The additional info of a visit that landed on `landing` (a URL's path and query) in `language`. */
export function usageInfo(
  landing: { pathname: string; search: string },
  language: string,
  screen: { width: number; height: number },
): UsageInfo {
  return {
    language,
    landing_page: (landing.pathname + landing.search).slice(0, 500),
    screen_width: Math.round(screen.width),
    screen_height: Math.round(screen.height),
  };
}

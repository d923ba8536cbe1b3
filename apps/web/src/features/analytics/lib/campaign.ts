/**
 * The landing campaign (spec 000 §9 "utm records valid 1 month") and the analytics session
 * (spec 000 §4 "a new session starts after the session timeout or on a new campaign"; 30 min idle).
 */
import { readStored, writeStored } from '../../../api/stored-value.ts';

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_IDLE_MS = 30 * 60 * 1000;
const UTM_KEY = 'analytics-utm';
const SESSION_KEY = 'analytics-session';

/** utm_* of a query string. */
export function utmOf(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const k of UTM_KEYS) {
    const v = params.get(k);
    if (v) utm[k] = v.slice(0, 200);
  }
  return utm;
}

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

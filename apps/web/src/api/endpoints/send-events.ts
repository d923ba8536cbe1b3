/**
 * POST /v1/analytics/events { events } (public, ≤ 50 per call) and POST /v1/users/sessions
 * (form data session_url, fbp, fbc; signed in) — spec 000 §7 usage tracking; product events such as
 * `withdraw_failed` (spec 001 §8) travel in the same batches.
 */
import { ANALYTICS_MAX_BATCH } from '@cases/domain/site';
import { apiPost, apiPostForm } from '../client.ts';

/** One page view as the server stores it (camelCase; sent snake_case). */
export interface PageViewEvent {
  name: 'page_view';
  path: string;
  referrer: string;
  sessionId: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** The usage record's additional info (language, landing page, screen size; spec 000 §3). */
  props?: Record<string, string | number>;
}

/**
 * A product event in the same batch format: a snake_case `name` plus flat `props`
 * (e.g. `withdraw_failed` with item_name, price, code — spec 001 §8).
 */
export interface ProductEvent {
  name: string;
  path: string;
  sessionId: string;
  props: Record<string, string | number | boolean | null>;
}

export type AnalyticsEvent = PageViewEvent | ProductEvent;

export const MAX_BATCH = ANALYTICS_MAX_BATCH;

/** Sends up to 50 events. */
export function sendEvents(events: AnalyticsEvent[]) {
  return apiPost('/v1/analytics/events', {
    schema: () => import('@cases/domain/api/site-web').then((m) => m.analyticsAcceptedResponse),
    body: { events: events.slice(0, MAX_BATCH) },
  });
}

/** Records the landing URL of a campaign visit for a signed-in player. */
export function sendSession(sessionUrl: string, fbp?: string, fbc?: string) {
  return apiPostForm('/v1/users/sessions', {
    schema: () => import('@cases/domain/api/site-web').then((m) => m.analyticsAcceptedResponse),
    form: { session_url: sessionUrl, fbp, fbc },
  });
}

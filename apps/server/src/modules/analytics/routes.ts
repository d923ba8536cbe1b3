/**
 * Analytics ingest, spec 000 §3 usage tracking, §7: `POST /v1/users/sessions` (form data
 * `{ session_url, fbp, fbc }`, signed in) and page-view / product events in batches (public).
 */
import {
  ANALYTICS_MAX_BYTES,
  analyticsAcceptedResponse,
  analyticsEventsBody,
  analyticsSessionBody,
} from '@cases/domain/api/site-web';
import { UTM_KEYS, utmOf } from '@cases/domain/utm';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { analyticsLimit } from '../../platform/rate-limit.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { databaseSink, type AnalyticsSink } from './sink.ts';

export function analyticsRoutes(
  app: App,
  { db, config }: AppDeps,
  sink: AnalyticsSink = databaseSink(db),
): void {
  app.post(
    '/v1/users/sessions',
    {
      bodyLimit: ANALYTICS_MAX_BYTES,
      config: { auth: 'required', rateLimit: analyticsLimit(config) },
      schema: { body: analyticsSessionBody, response: { 200: analyticsAcceptedResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const b = req.body;
      await sink.record([
        {
          name: 'session',
          userId,
          sessionId: null,
          path: b.session_url,
          referrer: null,
          utm: utmOf(b.session_url),
          props: { fbp: b.fbp ?? null, fbc: b.fbc ?? null },
        },
      ]);
      return { success: true as const, accepted: 1 };
    },
  );

  app.post(
    '/v1/analytics/events',
    {
      bodyLimit: ANALYTICS_MAX_BYTES,
      config: { auth: 'optional', rateLimit: analyticsLimit(config) },
      schema: { body: analyticsEventsBody, response: { 200: analyticsAcceptedResponse } },
    },
    async (req) => {
      const userId = await optionalUser(db, req);
      const events = req.body.events.map((e) => {
        const utm: Record<string, string> = {};
        for (const k of UTM_KEYS) if (e[k]) utm[k] = e[k];
        return {
          name: e.name,
          userId,
          sessionId: e.session_id ?? null,
          path: e.path ?? null,
          referrer: e.referrer ?? null,
          utm,
          props: e.props ?? {},
        };
      });
      await sink.record(events);
      return { success: true as const, accepted: events.length };
    },
  );
}

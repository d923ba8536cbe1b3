/**
 * Analytics ingest, spec 000 §3 usage tracking, §7: `POST /v1/users/sessions` (form data
 * `{ session_url, fbp, fbc }`, signed in) and page-view / product events in batches (public).
 */
import { z } from 'zod';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { UTM_KEYS, utmOf } from '@cases/domain/utm';
import { databaseSink, type AnalyticsSink } from './sink.ts';

const sessionBody = z.object({
  session_url: z.string().min(1).max(2000),
  fbp: z.string().max(200).optional(),
  fbc: z.string().max(200).optional(),
});
const text = (max: number) => z.string().max(max).nullish();
const eventsBody = z.object({
  events: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
        session_id: text(100),
        path: text(2000),
        referrer: text(2000),
        utm_source: text(200),
        utm_medium: text(200),
        utm_campaign: text(200),
        utm_term: text(200),
        utm_content: text(200),
        props: z
          .record(
            z.string().max(64),
            z.union([z.string().max(500), z.number(), z.boolean(), z.null()]),
          )
          .optional(),
      }),
    )
    .min(1)
    .max(50),
});
const accepted = z.object({ success: z.literal(true), accepted: z.number().int() });

export function analyticsRoutes(
  app: App,
  { db }: AppDeps,
  sink: AnalyticsSink = databaseSink(db),
): void {
  app.post(
    '/v1/users/sessions',
    { schema: { body: sessionBody, response: { 200: accepted } } },
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
    { schema: { body: eventsBody, response: { 200: accepted } } },
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

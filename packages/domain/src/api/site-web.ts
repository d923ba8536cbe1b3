/**
 * Wire schemas of the platform calls the web client makes that had none in the domain yet
 * (spec 000 §7): the language list and change, page-view analytics and sessions, SEO meta.
 */
import { z } from 'zod';
import { ANALYTICS_MAX_BATCH, LANGUAGES } from '../site.ts';

// The languages live in site.ts (zod-free, for the web's entry); re-exported for the server.
export { LANGUAGES };

export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;

/** GET /nitro-api/localization. */
export const localizationResponse = z.object({
  languages: z.array(z.object({ iso: z.string(), name: z.string() })),
  default_iso: z.string(),
});

/** POST /v1/users/lang/change → the stored language. */
export const languageChangedResponse = z.object({ success: z.literal(true), language: z.string() });

/** POST /v1/users/sessions (form data, signed in): the landing URL of a campaign visit. */
export const analyticsSessionBody = z.object({
  session_url: z.string().min(1).max(2000),
  fbp: z.string().max(200).optional(),
  fbc: z.string().max(200).optional(),
});

/** At most this many props per event, and this many bytes per request (issue 8 ingest caps). */
export const ANALYTICS_MAX_PROPS = 20;
export const ANALYTICS_MAX_BYTES = 16 * 1024;
const text = (max: number) => z.string().max(max).nullish();
/** POST /v1/analytics/events (public): page views and product events in batches. */
export const analyticsEventsBody = z.object({
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
          .refine((p) => Object.keys(p).length <= ANALYTICS_MAX_PROPS, 'too many props')
          .optional(),
      }),
    )
    .min(1)
    .max(ANALYTICS_MAX_BATCH),
});

/** POST /v1/analytics/events and /v1/users/sessions → how many events were stored. */
export const analyticsAcceptedResponse = z.object({
  success: z.literal(true),
  accepted: z.number().int(),
});

/** POST /v1/seo/get (form or JSON) → the page's title and meta description. */
export const seoBody = z.object({ url: z.string().min(1).max(2000) });
export const seoResponse = z.object({ title: z.string(), description: z.string() });

/**
 * Wire schemas of the platform calls the web client makes that had none in the domain yet
 * (spec 000 §7): the language list and change, page-view analytics and sessions, SEO meta.
 */
import { z } from 'zod';

/** GET /nitro-api/localization. */
export const localizationResponse = z.object({
  languages: z.array(z.object({ iso: z.string(), name: z.string() })),
  default_iso: z.string(),
});

/** POST /v1/users/lang/change → the stored language. */
export const languageChangedResponse = z.object({ success: z.literal(true), language: z.string() });

/** POST /v1/analytics/events and /v1/users/sessions → how many events were stored. */
export const analyticsAcceptedResponse = z.object({
  success: z.literal(true),
  accepted: z.number().int(),
});

/** POST /v1/seo/get → the page's title and meta description. */
export const seoResponse = z.object({ title: z.string(), description: z.string() });

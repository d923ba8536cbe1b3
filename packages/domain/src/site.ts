/**
 * Plain constants the server and the web share, kept apart from the zod wire schemas in api/ so
 * that the web's entry can use them without loading zod (issue 9): the languages, the feature
 * flags' defaults, the provider sign-in marker cookie and the analytics batch size. The schemas
 * that use them import them from here (and re-export them where the server imports them).
 */

/** The site's languages; Russian is the default. */
export const LANGUAGES = ['ru', 'en'] as const;

/** Features that can be switched off whole (spec 000 §1), with the spec's defaults. */
export const FEATURE_FLAGS = {
  battles: true,
  provably_fair: false,
  techies: false,
  battles_banner: true,
  secret_shop: true,
  free_cases_banner: false,
  // Off by default (issue 34): `npm run start:projects` and a shop with PROJECTS turn it on.
  project_switcher: false,
  volatility: true,
} as const;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;

/**
 * A readable marker cookie set beside the HttpOnly hand-off cookie after a provider sign-in, so the
 * web calls `POST /nitro-api/login` only when a sign-in is waiting.
 */
export const EXTERNAL_PENDING_COOKIE = 'external-pending';

/** At most this many events per POST /v1/analytics/events. */
export const ANALYTICS_MAX_BATCH = 20;

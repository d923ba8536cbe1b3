/**
 * Platform configuration and content pages, spec 000 §1 (feature flags, hidden header items),
 * §2 (FAQ deep link, welcome redirect), §7 (`GET /v1/page/faq`).
 */
import { z } from 'zod';
import { signInProvider } from './auth.ts';
import { GAME_PROJECTS } from '../projects.ts';

// The flags' defaults live in site.ts (zod-free, for the web's entry); re-exported for the server.
export { FEATURE_FLAGS, type FeatureFlag } from '../site.ts';

/** Header menu items an operator can hide (spec 000 §1). */
export const HEADER_ITEMS = [
  'pf',
  'battles',
  'bonusPage',
  'contract',
  'freeCases',
  'leaderboard',
  'secretShop',
  'techies',
  'upgrades',
] as const;
export type HeaderItem = (typeof HEADER_ITEMS)[number];

export const configResponse = z.object({
  feature_flags: z.record(z.string(), z.boolean()),
  hidden_header_items: z.array(z.enum(HEADER_ITEMS)),
  redirect_to_welcome: z.boolean(),
  default_locale: z.string(),
  /** Providers to offer as sign-in buttons: configured ones, without Steam when it is hidden. */
  sign_in_providers: z.array(signInProvider),
  /** The deployment's "hide the Steam login" option (spec 000 §1). */
  hide_steam_login: z.boolean(),
  /** The sandbox provider is on: payments are test money (the web shows a badge; issue 8). */
  payments_sandbox: z.boolean(),
  /** Free and level cases need a deposit within this many days (0: no condition). */
  free_case_deposit_days: z.number().int(),
  /** Lifetime deposits (roubles) a Steam withdrawal needs (0: none). */
  withdraw_min_deposit: z.number(),
  /**
   * Error reporting for the web app (Sentry's public DSN, spec 000 §7); null: off, the SDK is never loaded.
   * Optional on the wire, so a config from a server before it (or a test's stand-in) still reads.
   */
  error_reporting: z.object({ dsn: z.string(), environment: z.string() }).nullish(),
  /**
   * The game project this backend serves and its Steam app id (issue 34): the web builds market links from it.
   * Optional on the wire like `error_reporting`; absent means Dota 2 (570).
   */
  project: z.object({ id: z.enum(GAME_PROJECTS), app_id: z.number().int() }).nullish(),
  /**
   * The project switcher's list (issue 34, PROJECTS): every project's address, this one included; empty when
   * the switcher has nothing to offer. The header shows it with the `project_switcher` flag on.
   */
  projects: z.array(z.object({ id: z.enum(GAME_PROJECTS), url: z.string() })).nullish(),
});
export type ConfigResponse = z.infer<typeof configResponse>;

export const faqResponse = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      questions: z.array(
        z.object({ id: z.number().int(), question: z.string(), answer: z.string() }),
      ),
    }),
  ),
});
export type FaqResponse = z.infer<typeof faqResponse>;

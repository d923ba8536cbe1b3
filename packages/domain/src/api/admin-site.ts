/**
 * Running the shop from the console (issue 30 "Running the shop", "Dashboard"; docs/console.md "Settings",
 * "Dashboard"): the run-time site settings under `/v1/admin/site/…` (right `site.write`) — feature flags,
 * hidden header items, payment directions on/off and deposit bonus levels; the environment gives each one's
 * default, a saved value overrides it — and the dashboard `GET /v1/admin/dashboard?days=N` (right `reports`).
 * Money in roubles on the wire; days are UTC dates `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from '../site.ts';
import { HEADER_ITEMS } from './platform.ts';

const FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlag[];
const flagMap = z.object(
  Object.fromEntries(FLAG_NAMES.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);

/** `GET /v1/admin/site/feature-flags`: the flags in force, the environment's defaults, the saved overrides. */
export const featureFlagsState = z.object({
  flags: flagMap,
  defaults: flagMap,
  overrides: flagMap.partial(),
});
export type FeatureFlagsState = z.infer<typeof featureFlagsState>;
/** `PUT …/feature-flags`: the overrides to keep (a flag left out follows the environment again). */
export const featureFlagsBody = z.object({ overrides: flagMap.partial().strict() }).strict();

const headerItems = z.array(z.enum(HEADER_ITEMS)).max(HEADER_ITEMS.length);
/** `GET /v1/admin/site/header-items`: the hidden header items in force, the default, whether it is overridden. */
export const headerItemsState = z.object({
  hidden: headerItems,
  defaults: headerItems,
  overridden: z.boolean(),
});
export type HeaderItemsState = z.infer<typeof headerItemsState>;
/** `PUT …/header-items`: the items to hide, or null to follow the environment again. */
export const headerItemsBody = z.object({ hidden: headerItems.nullable() }).strict();

/** A payment direction as the console lists it. */
export const adminDirection = z.object({
  id: z.string(),
  country: z.string(),
  name: z.string(),
  system_name: z.string(),
  /** A running provider takes it (without one it is never offered, whatever the switch says). */
  available: z.boolean(),
  enabled: z.boolean(),
});
export type AdminDirection = z.infer<typeof adminDirection>;
/** `GET /v1/admin/site/payment-directions`. */
export const paymentDirectionsState = z.object({ directions: z.array(adminDirection) });
export type PaymentDirectionsState = z.infer<typeof paymentDirectionsState>;
/** `PUT …/payment-directions`: the ids of the directions switched off (every other one is on). */
export const paymentDirectionsBody = z
  .object({
    disabled: z
      .array(
        z
          .string()
          .max(60)
          .regex(/^[a-z0-9.-]+$/),
      )
      .max(200),
  })
  .strict();

/** A deposit bonus level: a deposit of `limit` roubles or more earns `bonus_multiplier` × it on top. */
export const bonusLevel = z
  .object({
    limit: z.number().int().min(1).max(10_000_000),
    bonus_multiplier: z.number().min(0).max(1),
  })
  .strict();
const bonusLevelList = z
  .array(bonusLevel)
  .max(20)
  .refine((ls) => ls.every((l, i) => i === 0 || l.limit > ls[i - 1]!.limit), {
    message: 'limits must rise',
  });
/** `GET /v1/admin/site/bonus-levels`. */
export const bonusLevelsState = z.object({
  levels: z.array(bonusLevel),
  defaults: z.array(bonusLevel),
  overridden: z.boolean(),
});
export type BonusLevelsState = z.infer<typeof bonusLevelsState>;
/** `PUT …/bonus-levels`: ascending by limit; null to follow the defaults again. */
export const bonusLevelsBody = z.object({ levels: bonusLevelList.nullable() }).strict();

/** The games the dashboard reports on. */
export const DASHBOARD_GAMES = ['cases', 'battles', 'upgrades', 'contracts', 'mines'] as const;
export type DashboardGame = (typeof DASHBOARD_GAMES)[number];

/** `GET /v1/admin/dashboard?days=N`: the last N days (today included), 1–90, 30 by default. */
export const dashboardQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
});

/** One game on one day: plays, stakes and payouts (item value), the house's gross and its edge. */
export const dashboardGameDay = z.object({
  game: z.enum(DASHBOARD_GAMES),
  plays: z.number().int(),
  stakes: z.number(),
  payouts: z.number(),
  /** Gross gaming revenue = stakes − payouts. */
  ggr: z.number(),
  /** ggr ÷ stakes, null without stakes. */
  edge: z.number().nullable(),
  /** 1 − the expected return of what was played, weighted by stakes; null without stakes. */
  expected_edge: z.number().nullable(),
});
export type DashboardGameDay = z.infer<typeof dashboardGameDay>;

export const dashboardDay = z.object({
  day: z.string(),
  deposits: z.number(),
  deposits_count: z.number().int(),
  withdrawals: z.number(),
  withdrawals_count: z.number().int(),
  /** What the marketplace charged for the withdrawals it delivered (issue 46). */
  withdrawals_cost: z.number(),
  /** Their items' value minus that cost: what buying them saved the shop (negative: it paid more). */
  withdrawals_margin: z.number(),
  active_players: z.number().int(),
  new_players: z.number().int(),
  games: z.array(dashboardGameDay),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Oldest first, one entry per day even without activity. */
  days: z.array(dashboardDay),
  /** The whole period per game. */
  totals: z.array(dashboardGameDay),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/**
 * Bounds of a paid case's return to player (issue 30 "Catalog and odds, provably"): the console refuses to publish a
 * RUB case whose expected value ÷ price falls outside [CASE_RTP_MIN, CASE_RTP_MAX] (fractions; 0.80 and 0.95 by
 * default, the band the hand-kept catalog keeps, catalog.test.ts); a coin case is held to
 * its coins' value (modules/cases/admin-catalog-guard.ts).
 * MISSIONS_VALUE_CAP_RUB (150 by default) caps what the bonus page's missions, the install bonus among them, pay one
 * account in all, coins at the coin's value (decision 022 "The missions' cap"; `npm run catalog:report`);
 * PASS_TASKS_VALUE_CAP_RUB (150 by default) what the battle pass's tasks pay one account in a season (decision 022
 * "The pass tasks' cap"). A free case's expected value per opening is bounded too (decision 022 "Free cases"):
 * DAILY_CASE_EV_CAP_RUB (20 by default) for the daily cases, LEVEL_CASE_EV_CAP_RUB_PER_LEVEL (10 by default) × the
 * case's level for a level case, so a content role cannot fill a free case with the dearest items. A leaderboard
 * window pays at most its period's cap in prizes at the items' prices (LEADERBOARD_POOL_CAP_DAY_RUB 2,000,
 * _WEEK_RUB 10,000, _MONTH_RUB 30,000 by default; kernel/leaderboards/prize-pools.ts). A deposit bonus level pays at
 * most DEPOSIT_BONUS_CAP_PERCENT (10 by default; the spec's levels reach 7.5) of the deposit on top (decision 022).
 * A console save of something that pays out — an offer's gift, a free or coin case, a pass level — waits for a second
 * approval when its value is over CONTENT_VALUE_CAP_RUB (1,000 by default: per purchase, opening or level) or its rise
 * over what is left of its saver's CONTENT_VALUE_DAILY_CAP_RUB (3,000 by default, a UTC day; kernel/staff/value-gate.ts).
 */
import type { BoardPeriod } from '@cases/domain/leaderboards';
import { z } from 'zod';

const schema = z
  .object({
    CASE_RTP_MIN: z.coerce.number().min(0.01).max(2).default(0.8),
    CASE_RTP_MAX: z.coerce.number().min(0.01).max(2).default(0.95),
    MISSIONS_VALUE_CAP_RUB: z.coerce.number().min(0).max(100_000).default(150),
    PASS_TASKS_VALUE_CAP_RUB: z.coerce.number().min(0).max(100_000).default(150),
    DAILY_CASE_EV_CAP_RUB: z.coerce.number().min(0).max(100_000).default(20),
    LEVEL_CASE_EV_CAP_RUB_PER_LEVEL: z.coerce.number().min(0).max(100_000).default(10),
    LEADERBOARD_POOL_CAP_DAY_RUB: z.coerce.number().min(0).max(10_000_000).default(2_000),
    LEADERBOARD_POOL_CAP_WEEK_RUB: z.coerce.number().min(0).max(10_000_000).default(10_000),
    LEADERBOARD_POOL_CAP_MONTH_RUB: z.coerce.number().min(0).max(10_000_000).default(30_000),
    DEPOSIT_BONUS_CAP_PERCENT: z.coerce.number().min(0).max(100).default(10),
    CONTENT_VALUE_CAP_RUB: z.coerce.number().min(0).max(100_000_000).default(1_000),
    CONTENT_VALUE_DAILY_CAP_RUB: z.coerce.number().min(0).max(100_000_000).default(3_000),
  })
  .refine((e) => e.CASE_RTP_MIN <= e.CASE_RTP_MAX, 'CASE_RTP_MIN above CASE_RTP_MAX');

export interface CatalogConfig {
  rtpMin: number;
  rtpMax: number;
  /** The most the missions may pay one account in all, kopecks. */
  missionsCapKopecks: number;
  /** The most the battle pass's tasks may pay one account in a season, kopecks. */
  tasksCapKopecks: number;
  /** The most a daily case (priced 0, no level) may give per opening on average, kopecks. */
  dailyCaseCapKopecks: number;
  /** The most a level case may give per opening on average, per level it needs, kopecks. */
  levelCaseCapPerLevelKopecks: number;
  /** The most a leaderboard window of each period pays in prizes, kopecks. */
  prizePoolCapKopecks: Record<BoardPeriod, number>;
  /** The highest deposit bonus level the console may set, as a multiplier of the deposit (0.1 = 10 %). */
  depositBonusCapMultiplier: number;
  /** A console save's value over which it waits for a second approval, and one staff member's day of them, kopecks. */
  contentValueCaps: { itemKopecks: number; dayKopecks: number };
}

/** The bounds from the environment; throws a ZodError on a bad value (reported at boot). */
export function loadCatalogConfig(env: NodeJS.ProcessEnv): CatalogConfig {
  const e = schema.parse(env);
  return {
    rtpMin: e.CASE_RTP_MIN,
    rtpMax: e.CASE_RTP_MAX,
    missionsCapKopecks: Math.round(e.MISSIONS_VALUE_CAP_RUB * 100),
    tasksCapKopecks: Math.round(e.PASS_TASKS_VALUE_CAP_RUB * 100),
    dailyCaseCapKopecks: Math.round(e.DAILY_CASE_EV_CAP_RUB * 100),
    levelCaseCapPerLevelKopecks: Math.round(e.LEVEL_CASE_EV_CAP_RUB_PER_LEVEL * 100),
    prizePoolCapKopecks: {
      day: Math.round(e.LEADERBOARD_POOL_CAP_DAY_RUB * 100),
      week: Math.round(e.LEADERBOARD_POOL_CAP_WEEK_RUB * 100),
      month: Math.round(e.LEADERBOARD_POOL_CAP_MONTH_RUB * 100),
    },
    depositBonusCapMultiplier: e.DEPOSIT_BONUS_CAP_PERCENT / 100,
    contentValueCaps: {
      itemKopecks: Math.round(e.CONTENT_VALUE_CAP_RUB * 100),
      dayKopecks: Math.round(e.CONTENT_VALUE_DAILY_CAP_RUB * 100),
    },
  };
}

/** The most a free case needing `level` (0: a daily case) may give per opening on average, kopecks. */
export const freeCaseCapKopecks = (cfg: CatalogConfig, level: number): number =>
  level > 0 ? cfg.levelCaseCapPerLevelKopecks * level : cfg.dailyCaseCapKopecks;

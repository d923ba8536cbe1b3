/**
 * Configuration of upgrades, contracts and Techies mines (issue 11), validated at boot with the rest
 * of config.ts. House edges and shares are fractions in the environment (0.08 = 8 %); bets in roubles.
 * The upgrade's max ratio may not exceed what its 0.1 % floor can carry (domain `maxRatioLimit`).
 */
import { CONTRACT_EDGE_RANGE } from '@cases/domain/contract';
import { maxRatioLimit, UPGRADE_BASE_CHANCE_DIMINISHER } from '@cases/domain/upgrade';
import { z } from 'zod';

const fraction = (max: number, fallback: number) =>
  z.coerce.number().min(0).max(max).default(fallback);

const schema = z.object({
  /** The upgrade's house edge: chance = stake ÷ target × (1 − edge) × diminisher. */
  UPGRADE_HOUSE_EDGE: fraction(0.5, 0.08),
  /** Targets may be worth at most stake × this (spec 001 §9 "maximum price difference 8000", read as 8000 %). */
  UPGRADE_MAX_RATIO: z.coerce.number().min(1.1).max(10_000).default(80),
  /** Share of a lost stake returned as the pity prize. */
  UPGRADE_PITY_SHARE: fraction(0.2, 0.02),
  /** Coins per 100 ₽ of a lost stake. */
  UPGRADE_COINS_PER_100_RUB: z.coerce.number().int().min(0).max(10_000).default(10),
  /** The contract's house edge: the expected value is input × (1 − edge). */
  CONTRACT_HOUSE_EDGE: fraction(CONTRACT_EDGE_RANGE.max, 0.1),
  /** Techies mines: the house edge on every multiplier, and the bet and win limits in roubles. */
  MINES_HOUSE_EDGE: fraction(0.5, 0.04),
  MINES_MIN_BET_RUB: z.coerce.number().min(0.01).max(1_000_000).default(1),
  MINES_MAX_BET_RUB: z.coerce.number().min(0.01).max(10_000_000).default(10_000),
  MINES_MAX_WIN_RUB: z.coerce.number().min(1).max(1_000_000_000).default(1_000_000),
});

/** Upgrades, contracts and mines, as the services use them (kopecks, fractions). */
export interface ItemGamesConfig {
  upgrade: {
    houseEdge: number;
    diminisher: number;
    maxRatio: number;
    pityShare: number;
    coinsPer100Rub: number;
  };
  contract: { houseEdge: number };
  mines: { houseEdge: number; minBet: number; maxBet: number; maxWin: number };
}

const kopecks = (roubles: number) => Math.round(roubles * 100);

/** Reads the item games' variables; throws a readable error on bad or inconsistent values. */
export function loadItemGamesConfig(env: NodeJS.ProcessEnv): ItemGamesConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const limit = maxRatioLimit(e.UPGRADE_HOUSE_EDGE, UPGRADE_BASE_CHANCE_DIMINISHER);
  if (e.UPGRADE_MAX_RATIO > limit)
    throw new Error(
      `Bad configuration: UPGRADE_MAX_RATIO ${e.UPGRADE_MAX_RATIO} is above ${Math.floor(limit)}: the 0.1 % chance floor would pay more than the house edge allows`,
    );
  if (e.MINES_MIN_BET_RUB > e.MINES_MAX_BET_RUB)
    throw new Error('Bad configuration: MINES_MIN_BET_RUB is above MINES_MAX_BET_RUB');
  return {
    upgrade: {
      houseEdge: e.UPGRADE_HOUSE_EDGE,
      diminisher: UPGRADE_BASE_CHANCE_DIMINISHER,
      maxRatio: e.UPGRADE_MAX_RATIO,
      pityShare: e.UPGRADE_PITY_SHARE,
      coinsPer100Rub: e.UPGRADE_COINS_PER_100_RUB,
    },
    contract: { houseEdge: e.CONTRACT_HOUSE_EDGE },
    mines: {
      houseEdge: e.MINES_HOUSE_EDGE,
      minBet: kopecks(e.MINES_MIN_BET_RUB),
      maxBet: kopecks(e.MINES_MAX_BET_RUB),
      maxWin: kopecks(e.MINES_MAX_WIN_RUB),
    },
  };
}

/**
 * Upgrade rules, spec 001 §5 Upgrade, §9 Upgrade; docs/fairness.md "Upgrade". Pure: the server rolls
 * with these functions and the upgrade page shows the very chance they compute. Money in kopecks.
 */
import { roll } from './fairness.ts';

/** The lowest chance an upgrade can have: 0.1 % (spec 001 §5 "clamped between 0.1 and a maximum"). */
export const UPGRADE_MIN_CHANCE = 0.001;
/** The highest chance: 90 % (spec 001 §9). */
export const UPGRADE_MAX_CHANCE = 0.9;
/** Base chance diminisher (spec 001 §9): a factor on every chance, 1 by the spec. */
export const UPGRADE_BASE_CHANCE_DIMINISHER = 1;
/** Badge thresholds (spec 001 §5): low below 25 %, middle from 25 %, high from 60 %. */
export const UPGRADE_BADGE_MIDDLE = 0.25;
export const UPGRADE_BADGE_HIGH = 0.6;
/** Items one upgrade may stake (spec 001 §5, §9: "choose all takes the first 15"). */
export const UPGRADE_STAKE_CAP = 15;
/** Targets one upgrade may aim at (ours: the spec names no cap). */
export const UPGRADE_TARGETS_CAP = 10;
/**
 * The default multiplier factor (spec 001 §9: 1.5): the first quick multiplier the page offers —
 * "targets worth about 1.5× the stake".
 */
export const UPGRADE_DEFAULT_MULTIPLIER_FACTOR = 1.5;
/** Quick multipliers the page offers for picking targets (×1.5 first). */
export const UPGRADE_QUICK_MULTIPLIERS = [UPGRADE_DEFAULT_MULTIPLIER_FACTOR, 2, 3, 5, 10] as const;
/** Chances are rounded down to 6 decimals (0.0001 %), so the page can print exactly what is rolled. */
const CHANCE_STEP = 1_000_000;

export type ChanceBadge = 'low' | 'middle' | 'high';

/** The published terms of upgrades (GET /v1/upgrades/info); ratios are fractions, e.g. 0.08. */
export interface UpgradeTerms {
  houseEdge: number;
  diminisher: number;
  /** The target sum may be at most stake × this (`upgrade_multiplier_too_high` above it). */
  maxRatio: number;
  /** Share of a lost stake's value returned as the pity prize, e.g. 0.02. */
  pityShare: number;
  /** Coins given per 100 ₽ of a lost stake. */
  coinsPer100Rub: number;
}

/**
 * The win chance of staking `stakeKopecks` for targets worth `targetKopecks`:
 * stake ÷ target × (1 − house edge) × diminisher, rounded down to 6 decimals, clamped to
 * [UPGRADE_MIN_CHANCE, UPGRADE_MAX_CHANCE]. A fraction (0.43 = 43 %). Throws on non-positive values.
 */
export function upgradeChance(
  stakeKopecks: number,
  targetKopecks: number,
  houseEdge: number,
  diminisher: number = UPGRADE_BASE_CHANCE_DIMINISHER,
): number {
  if (!(stakeKopecks > 0) || !(targetKopecks > 0)) throw new RangeError('values must be positive');
  const raw = (stakeKopecks / targetKopecks) * (1 - houseEdge) * diminisher;
  // The epsilon keeps an exact product (0.46) from flooring to 0.459999 through binary rounding.
  const rounded = Math.floor(raw * CHANCE_STEP + 1e-7) / CHANCE_STEP;
  return Math.min(UPGRADE_MAX_CHANCE, Math.max(UPGRADE_MIN_CHANCE, rounded));
}

/** The badge of a chance (spec 001 §5): low < 25 % ≤ middle < 60 % ≤ high. */
export function chanceBadge(chance: number): ChanceBadge {
  if (chance >= UPGRADE_BADGE_HIGH) return 'high';
  if (chance >= UPGRADE_BADGE_MIDDLE) return 'middle';
  return 'low';
}

/**
 * The upgrade roll: mode `upgrade`, the pair's nonce, round 0; the upgrade wins when roll < chance.
 */
export function upgradeOutcome(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  chance: number,
): { roll: number; win: boolean } {
  const value = roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'upgrade', 0);
  return { roll: value, win: value < chance };
}

/** Why an upgrade is refused before anything is rolled, in the order the server checks. */
export type UpgradeRefusal =
  | 'upgrade_items_not_selected'
  | 'upgrade_select_inventory_item'
  | 'upgrade_select_upgrade_item'
  | 'upgrade_item_dropped_sum_higher'
  | 'upgrade_multiplier_too_high';

/**
 * Spec 001 §5 validation over what is staked (items and balance, kopecks) and targeted: at least one
 * inventory item (the balance only adds to items) and one target, the targets worth more than the
 * stake, and at most stake × max ratio. Null when it may go on.
 */
export function upgradeRefusal(
  stake: { itemCount: number; kopecks: number },
  target: { count: number; kopecks: number },
  maxRatio: number,
): UpgradeRefusal | null {
  const noItems = stake.itemCount === 0 || stake.kopecks <= 0;
  if (noItems && target.count === 0) return 'upgrade_items_not_selected';
  if (noItems) return 'upgrade_select_inventory_item';
  if (target.count === 0) return 'upgrade_select_upgrade_item';
  if (stake.kopecks >= target.kopecks) return 'upgrade_item_dropped_sum_higher';
  if (target.kopecks > stake.kopecks * maxRatio) return 'upgrade_multiplier_too_high';
  return null;
}

/** The pity prize of a lost stake: its value × pity share, in kopecks (rounded down). */
export function pityKopecks(stakeKopecks: number, pityShare: number): number {
  return Math.floor(stakeKopecks * pityShare + 1e-7);
}

/** Coins for a lost stake: whole coins, `coinsPer100Rub` per 100 ₽ (10 000 kopecks), rounded down. */
export function lossCoins(stakeKopecks: number, coinsPer100Rub: number): number {
  return Math.floor((stakeKopecks * coinsPer100Rub) / 10_000 + 1e-7);
}

/**
 * The expected return of one upgrade per rouble staked, for a chance that the clamps did not change:
 * chance × target/stake (= (1 − edge) × diminisher) plus the pity share on a loss.
 */
export function upgradeReturn(
  chance: number,
  stakeKopecks: number,
  targetKopecks: number,
  terms: UpgradeTerms,
): number {
  return (chance * targetKopecks) / stakeKopecks + (1 - chance) * terms.pityShare;
}

/**
 * The highest max ratio the terms allow: beyond it the 0.1 % floor would pay more than the house
 * edge promises, so config refuses it.
 */
export function maxRatioLimit(houseEdge: number, diminisher: number): number {
  return ((1 - houseEdge) * diminisher) / UPGRADE_MIN_CHANCE;
}

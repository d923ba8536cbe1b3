/**
 * Deposit bonuses (spec 001 §3 Bonus level, §4 Payment status mapping, §7 bonus/levels):
 * a deposit that reaches a level's `limit` (roubles) earns `bonus_multiplier` × the deposit on top;
 * the web shows the percent = multiplier × 100 with 2 decimals. A blogger promo's bonus coins are
 * floor(value × coins ÷ 100).
 */

export interface BonusLevel {
  /** Roubles a single deposit must reach. */
  limit: number;
  bonus_multiplier: number;
}

/** Sorted ascending by `limit`. */
export const BONUS_LEVELS: readonly BonusLevel[] = [
  { limit: 1000, bonus_multiplier: 0.02 },
  { limit: 3000, bonus_multiplier: 0.035 },
  { limit: 10_000, bonus_multiplier: 0.05 },
  { limit: 30_000, bonus_multiplier: 0.075 },
];

/** The level a deposit of `roubles` reaches, or null below the first. */
export function bonusLevelOf(roubles: number, levels = BONUS_LEVELS): BonusLevel | null {
  let reached: BonusLevel | null = null;
  for (const l of levels) if (roubles >= l.limit) reached = l;
  return reached;
}

/** The bonus percent as the web shows it (2 decimals). */
export const bonusPercent = (multiplier: number): number => Math.round(multiplier * 10_000) / 100;

/** Bonus coins of a blogger deposit (spec 001 §4): floor(value × coins ÷ 100). */
export const bloggerCoins = (value: number, coins: number): number =>
  Math.floor((value * coins) / 100);

/** Spec 001 §4 status mapping: fail → failure, pending → waiting, anything else → success. */
export function paymentOutcome(
  status: string,
  bonus: object | null,
): 'failure' | 'waiting' | 'common' | 'blogger' {
  if (status === 'fail') return 'failure';
  if (status === 'pending') return 'waiting';
  return bonus ? 'blogger' : 'common';
}

/**
 * A payment direction's amount limits as the refill form applies them (spec 001 §5 "Payment method
 * min defaults to 1, max to 0, label to empty"): a missing minimum is 1, a missing maximum is 0, and a
 * maximum of 0 sets no upper limit. Amounts in the country's currency units (roubles for RUB).
 */
import { hasAtMostTwoDecimals } from '../money.ts';

/** The limits of one direction; `max` 0 = no upper limit. */
export interface AmountLimits {
  min: number;
  max: number;
}

/** Spec 001 §5's defaults for a direction's limits. */
export const DEFAULT_MINIMAL_AMOUNT = 1;
export const DEFAULT_MAXIMAL_AMOUNT = 0;

/** The limits of a direction whose fields may be missing (null or undefined). */
export function amountLimits(direction?: {
  minimalAmount?: number | null;
  maximalAmount?: number | null;
}): AmountLimits {
  return {
    min: direction?.minimalAmount ?? DEFAULT_MINIMAL_AMOUNT,
    max: direction?.maximalAmount ?? DEFAULT_MAXIMAL_AMOUNT,
  };
}

/** True when `amount` is a finite amount of at most two decimals within `limits` (max 0: no cap). */
export function withinAmountLimits(amount: number, limits: AmountLimits): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= limits.min &&
    (limits.max === 0 || amount <= limits.max) &&
    hasAtMostTwoDecimals(amount)
  );
}

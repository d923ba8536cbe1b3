/**
 * The figures of a skin exchange as the page shows them before it is sent (issue 29; spec 000 §2
 * `/skin-exchange`): the given items' value, what may be taken (value less the published margin,
 * rounded down to the kopeck), the taken items' total, the remainder credited to the balance and how
 * far the taken items go over. All in kopecks; prices come in roubles.
 */
import { toKopecks } from '@cases/domain/money';

export interface ExchangeSums {
  value: number;
  allowed: number;
  taken: number;
  /** allowed − taken, never below 0. */
  credited: number;
  /** taken − allowed when above 0, else 0. */
  over: number;
}

/** Kopecks that may be taken for `value` kopecks at `marginPercent` (5 for 5 %). */
export function allowedFor(value: number, marginPercent: number): number {
  // Integer percent stays exact in integers; a fractional one is rounded to 1e-6 before flooring.
  return Math.floor(Math.round(value * (100 - marginPercent) * 1e4) / 1e6);
}

/** The sums of giving items priced `given` and taking items priced `taken` (roubles each). */
export function exchangeSums(
  given: readonly number[],
  taken: readonly number[],
  marginPercent: number,
): ExchangeSums {
  const value = given.reduce((s, p) => s + toKopecks(p), 0);
  const takenTotal = taken.reduce((s, p) => s + toKopecks(p), 0);
  const allowed = allowedFor(value, marginPercent);
  return {
    value,
    allowed,
    taken: takenTotal,
    credited: Math.max(0, allowed - takenTotal),
    over: Math.max(0, takenTotal - allowed),
  };
}

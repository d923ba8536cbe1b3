/**
 * What a deposit credits, one rule for the server's settlement and the refill form's "Зачислим на
 * баланс" (spec 001 §3 Bonus level, Payment direction `bonus_percent`, Promo info; issue 31: the form
 * left out the waiting promo code). All amounts in kopecks; each part rounded to the kopeck on its own,
 * as each is its own ledger row.
 */
import { bonusLevelOf, BONUS_LEVELS, type BonusLevel } from './bonus.ts';

/** `percent` % of `kopecks`, rounded to the kopeck. */
export const percentOfKopecks = (kopecks: number, percent: number): number =>
  Math.round((kopecks * percent) / 100);

/** The bonus level's extra on a deposit of `kopecks` (0 below the first level). */
export function levelBonusKopecks(kopecks: number, levels: readonly BonusLevel[] = BONUS_LEVELS) {
  const level = bonusLevelOf(kopecks / 100, levels);
  return level ? Math.round(kopecks * level.bonus_multiplier) : 0;
}

/** A blogger code's flex offer as far as money goes: from `price_from` roubles, `money_factor` × deposit. */
export interface FlexOfferTerms {
  price_from: number;
  money_factor: number;
}

/** The offer a deposit of `roubles` reaches: the highest `price_from` not above it, if any. */
export function reachedFlexOffer<T extends FlexOfferTerms>(
  roubles: number,
  offers: readonly T[],
): T | undefined {
  return offers
    .filter((o) => roubles >= o.price_from)
    .sort((a, b) => b.price_from - a.price_from)[0];
}

/** A waiting promo code's terms: common = a percent of the deposit; blogger = its flex offers. */
export type DepositPromoTerms =
  { kind: 'common'; percent: number } | { kind: 'blogger'; offers: readonly FlexOfferTerms[] };

/**
 * The money a waiting code adds to a deposit of `kopecks`; null when a blogger code reaches no offer
 * yet (the code then keeps waiting and adds nothing).
 */
export function promoBonusKopecks(kopecks: number, terms: DepositPromoTerms): number | null {
  if (terms.kind === 'common') return percentOfKopecks(kopecks, terms.percent);
  const offer = reachedFlexOffer(kopecks / 100, terms.offers);
  return offer ? Math.round(kopecks * offer.money_factor) : null;
}

/** The parts of a deposit's credit and their sum (`total`), in kopecks. */
export interface DepositCredit {
  deposit: number;
  level: number;
  direction: number;
  promo: number;
  total: number;
}

/**
 * What a deposit of `kopecks` credits: itself, the bonus level's extra (`levels` in force), the
 * direction's advertised `directionPercent` and the waiting `promo` code's money (null: none).
 */
export function depositCredit(
  kopecks: number,
  {
    levels = BONUS_LEVELS,
    directionPercent = 0,
    promo = null,
  }: {
    levels?: readonly BonusLevel[];
    directionPercent?: number;
    promo?: DepositPromoTerms | null;
  } = {},
): DepositCredit {
  const level = levelBonusKopecks(kopecks, levels);
  const direction = percentOfKopecks(kopecks, directionPercent);
  const promoMoney = promo ? (promoBonusKopecks(kopecks, promo) ?? 0) : 0;
  return {
    deposit: kopecks,
    level,
    direction,
    promo: promoMoney,
    total: kopecks + level + direction + promoMoney,
  };
}

/**
 * An offer's expected value and its bound (issue 44 "One value rule for everything that pays out"; decision 022
 * "An offer's value"): what a buyer can expect back from an offer — each case opening it grants at that case's
 * expected value (a free opening is worth the same as a paid one), plus its bonus money, plus its bonus coins at
 * COIN_VALUE_KOPECKS — may not exceed its price × the RTP ceiling of paid cases (CASE_RTP_MAX, 0.95 by default).
 * The console refuses a save over it (modules/offers, 422 offer_value_out_of_bounds), the catalog test holds every
 * seeded offer to it and `npm run catalog:report` prints it. Money in kopecks, coins whole.
 */
import { expectedValueKopecks } from './catalog.ts';
import { COIN_VALUE_KOPECKS } from './coin-value.ts';
import type { CatalogOffer } from './offers.ts';
import type { CatalogCase, CatalogItem } from './types.ts';

/** What an offer costs and holds: price and money in kopecks, each case's EV of one opening (kopecks, unrounded). */
export interface OfferContents {
  priceKopecks: number;
  cases: readonly { evKopecks: number; count: number }[];
  bonusMoneyKopecks: number;
  bonusCoins: number;
}

/** An offer against its bound. Kopecks (unrounded); `ratio` is EV ÷ price (Infinity for a price of 0). */
export interface OfferValue {
  priceKopecks: number;
  evKopecks: number;
  ratio: number;
  /** The most the offer may be worth: price × the ceiling. */
  boundKopecks: number;
  /** EV above the bound: refused on save. */
  over: boolean;
}

/**
 * The expected value of `o` (kopecks): Σ case EV × count + bonus money + bonus coins × `coinValueKopecks`, checked
 * against `priceKopecks × rtpMax` (`rtpMax` a fraction, e.g. 0.95; issue 44). Never throws.
 */
export function offerValue(
  o: OfferContents,
  rtpMax: number,
  coinValueKopecks: number = COIN_VALUE_KOPECKS,
): OfferValue {
  let ev = o.bonusMoneyKopecks + o.bonusCoins * coinValueKopecks;
  for (const c of o.cases) ev += c.evKopecks * c.count;
  const boundKopecks = o.priceKopecks * rtpMax;
  return {
    priceKopecks: o.priceKopecks,
    evKopecks: ev,
    ratio: o.priceKopecks > 0 ? ev / o.priceKopecks : Infinity,
    boundKopecks,
    over: ev > boundKopecks,
  };
}

/**
 * offerValue of a seeded offer, its cases' EVs from `cases` and `items` (a project's catalog, catalog/projects.ts)
 * as `expectedValueKopecks` computes them for the report. Throws when the offer names a case not in `cases`.
 */
export function catalogOfferValue(
  offer: CatalogOffer,
  cases: readonly CatalogCase[],
  items: ReadonlyMap<string, CatalogItem>,
  rtpMax: number,
): OfferValue {
  const bySlug = new Map(cases.map((c) => [c.slug, c]));
  return offerValue(
    {
      priceKopecks: offer.priceKopecks,
      cases: offer.cases.map(({ slug, count }) => {
        const c = bySlug.get(slug);
        if (!c) throw new Error(`offer ${offer.slug}: unknown case ${slug}`);
        return { evKopecks: expectedValueKopecks(c, items), count };
      }),
      bonusMoneyKopecks: offer.bonusMoneyKopecks,
      bonusCoins: offer.bonusCoins,
    },
    rtpMax,
  );
}

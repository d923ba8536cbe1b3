/**
 * The offers' part of `npm run catalog:report` (issue 44 "One value rule for everything that pays out"): per offer,
 * its price, its expected value (catalog/offer-value.ts: cases' EV + money + coins at COIN_VALUE_KOPECKS), the
 * ratio EV ÷ price and whether it is over the bound (price × CASE_RTP_MAX), in roubles.
 */
import { COIN_VALUE_KOPECKS } from './coin-value.ts';
import { catalogOfferValue } from './offer-value.ts';
import type { CatalogOffer } from './offers.ts';
import type { CatalogCase, CatalogItem } from './types.ts';

const rub = (kopecks: number): string => (kopecks / 100).toFixed(2);

export const OFFER_HEADER = ['offer', 'kind', 'price RUB', 'EV RUB', 'ratio', 'bound'];

/**
 * One row per offer: [slug, `shop` or its trigger type, price, EV, ratio (3 decimals), `ok` or `OVER`].
 * Throws when an offer names a case not in `cases`.
 */
export function offerRows(
  offers: readonly CatalogOffer[],
  cases: readonly CatalogCase[],
  items: ReadonlyMap<string, CatalogItem>,
  rtpMax: number,
): string[][] {
  return offers.map((o) => {
    const v = catalogOfferValue(o, cases, items, rtpMax);
    return [
      o.slug,
      o.triggerType ?? 'shop',
      rub(v.priceKopecks),
      rub(v.evKopecks),
      v.ratio.toFixed(3),
      v.over ? 'OVER' : 'ok',
    ];
  });
}

/** Prints the offers' table, with the rule and the offers over it named below (stdout). */
export function printOfferReport(
  offers: readonly CatalogOffer[],
  cases: readonly CatalogCase[],
  items: ReadonlyMap<string, CatalogItem>,
  rtpMax: number,
): void {
  const rows = offerRows(offers, cases, items, rtpMax);
  const widths = OFFER_HEADER.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(
    `offers: EV = cases' EV + money + coins × ${rub(COIN_VALUE_KOPECKS)} RUB, at most price × ${rtpMax}`,
  );
  console.log(line(OFFER_HEADER));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  const over = rows.filter((r) => r[5] === 'OVER').map((r) => r[0]);
  console.log(
    over.length === 0 ? 'offers over the bound: none' : `offers over the bound: ${over.join(', ')}`,
  );
}

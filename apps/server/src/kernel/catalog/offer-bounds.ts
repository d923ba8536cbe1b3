/**
 * The offer value rule on the stored catalog (issue 44; decision 022 "An offer's value"): an offer's cases' EV +
 * bonus money + bonus coins at COIN_VALUE_KOPECKS may not exceed its price × CASE_RTP_MAX (catalog/offer-value.ts).
 * Read inside the caller's transaction, under the catalog's save lock (save-lock.ts), so the EVs are the ones the
 * save commits with. Used by the offer save (modules/offers) and by the case and item saves that change a case's EV
 * (modules/cases): an edit that would take an offer holding the case above its bound is refused with 422
 * `offer_value_out_of_bounds` naming the offer, and the caller's transaction (nothing of the save) is rolled back.
 * Money in kopecks, coins whole.
 */
import { expectedValue } from '@cases/domain/odds';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseItems, cases, items, offers } from '../../db/schema/index.ts';
import { offerValue, type OfferValue } from '../../catalog/offer-value.ts';
import { AppError } from '../../platform/errors.ts';

/** What an offer holds, as stored or as a save would store it (kopecks, whole coins). */
export interface OfferTerms {
  slug: string;
  priceKopecks: number;
  cases: readonly { slug: string; count: number }[];
  bonusMoneyKopecks: number;
  bonusCoins: number;
}

/**
 * The expected value of one opening (kopecks, unrounded) of each case in `slugs` that exists, from its drop list
 * and its items' prices as `tx` sees them (domain `expectedValue`, the odds the roll uses). Missing slugs are absent.
 */
export async function caseEvsBySlug(
  tx: Tx,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ slug: cases.slug, weight: caseItems.weight, price: items.price })
    .from(cases)
    .leftJoin(caseItems, eq(caseItems.caseId, cases.id))
    .leftJoin(items, eq(items.id, caseItems.itemId))
    .where(inArray(cases.slug, wanted));
  const drops = new Map<string, { weight: number; price: number }[]>();
  for (const r of rows) {
    const list = drops.get(r.slug) ?? [];
    if (r.weight !== null) list.push({ weight: r.weight, price: r.price ?? 0 });
    drops.set(r.slug, list);
  }
  return new Map([...drops].map(([slug, list]) => [slug, expectedValue(list)]));
}

/** `o` against its bound with the case EVs of `evs` (a case missing from it counts 0). */
export function offerTermsValue(
  o: OfferTerms,
  evs: ReadonlyMap<string, number>,
  rtpMax: number,
): OfferValue {
  return offerValue(
    {
      priceKopecks: o.priceKopecks,
      cases: o.cases.map((c) => ({ evKopecks: evs.get(c.slug) ?? 0, count: c.count })),
      bonusMoneyKopecks: o.bonusMoneyKopecks,
      bonusCoins: o.bonusCoins,
    },
    rtpMax,
  );
}

const rub = (kopecks: number) => (kopecks / 100).toFixed(2);

/** 422 offer_value_out_of_bounds for offer `slug` at `v`; `cause` says what pushed it there, if not its own save. */
export function offerOverBound(slug: string, v: OfferValue, rtpMax: number, cause = ''): AppError {
  return new AppError(
    422,
    'offer_value_out_of_bounds',
    `${cause}Offer ${slug} worth ${rub(v.evKopecks)} ₽ for ${rub(v.priceKopecks)} ₽: above ${rub(v.boundKopecks)} ₽ (price × ${rtpMax})`,
  );
}

/**
 * Refuses offer terms `o` worth more than price × `rtpMax`, its cases' EVs read in `tx` (call under the catalog's
 * save lock). Throws 422 offer_value_out_of_bounds.
 */
export async function requireOfferBound(tx: Tx, o: OfferTerms, rtpMax: number): Promise<void> {
  const v = offerTermsValue(
    o,
    await caseEvsBySlug(
      tx,
      o.cases.map((c) => c.slug),
    ),
    rtpMax,
  );
  if (v.over) throw offerOverBound(o.slug, v, rtpMax);
}

/**
 * Rechecks every stored offer that holds one of the cases `caseSlugs` (shop offers and personal templates, on sale
 * or not: the safe side; one that blocks an edit is named and the operator re-prices it) with the EVs `tx` sees.
 * Call after the case or item save's writes, under the catalog's save lock. Throws 422 offer_value_out_of_bounds
 * naming `what` and the first offer (by id) now over its bound; the caller's transaction then writes nothing.
 * Cost: the offers holding those cases and their cases' drop lists, whatever the players did.
 */
export async function requireOffersHoldingWithinBound(
  tx: Tx,
  caseSlugs: readonly string[],
  rtpMax: number,
  what: string,
): Promise<void> {
  if (caseSlugs.length === 0) return;
  const holding = await tx
    .select()
    .from(offers)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${offers.cases}) g
        where g->>'slug' in (${sql.join(
          caseSlugs.map((s) => sql`${s}`),
          sql`, `,
        )}))`,
    )
    .orderBy(offers.id);
  if (holding.length === 0) return;
  const evs = await caseEvsBySlug(
    tx,
    holding.flatMap((o) => o.cases.map((c) => c.slug)),
  );
  for (const o of holding) {
    const v = offerTermsValue(
      {
        slug: o.slug,
        priceKopecks: o.price,
        cases: o.cases,
        bonusMoneyKopecks: o.bonusMoney,
        bonusCoins: o.bonusCoins,
      },
      evs,
      rtpMax,
    );
    if (v.over) throw offerOverBound(o.slug, v, rtpMax, `${what}: `);
  }
}

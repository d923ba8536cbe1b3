/**
 * What the console's offer saves do (issue 30 "Running the shop"; admin-routes.ts declares the calls): an offer's
 * wire for the console, the list, and a create or an edit in the caller's transaction — the cases exist (400
 * content_invalid), the offer keeps its value bound (422 offer_value_out_of_bounds, under the catalog's save lock with
 * the EVs read in the save's transaction), the stock never below what was sold (409 offer_stock_below_sold), no such
 * offer (404 content_not_found), a taken slug (409 slug_taken); then the gift (bonus money + coins at
 * COIN_VALUE_KOPECKS, per purchase) passes the saver's value gate (issue 44, kernel/staff/value-gate.ts), and one
 * audit entry (`offer.create|update`, before and after) is written. Prices in roubles on the wire, kopecks inside.
 */
import type { AdminOffer, OfferSaveBody } from '@cases/domain/api/admin-offers';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { COIN_VALUE_KOPECKS } from '../../catalog/coin-value.ts';
import type { CatalogConfig } from '../../catalog-config.ts';
import { AppError } from '../../platform/errors.ts';
import {
  caseEvsBySlug,
  offerOverBound,
  offerTermsValue,
  type OfferTerms,
} from '../../kernel/catalog/offer-bounds.ts';
import { lockCatalogSaves } from '../../kernel/catalog/save-lock.ts';
import { audit } from '../../kernel/staff/audit.ts';
import type { Saver, ValueGate } from '../../kernel/staff/value-gate.ts';
import type { OfferRow } from './offers.ts';

export const adminOfferOf = (o: OfferRow): AdminOffer => ({
  id: String(o.id),
  slug: o.slug,
  title: o.title,
  title_en: o.titleEn,
  description: o.description,
  description_en: o.descriptionEn,
  image_case: o.imageCase,
  price: toRoubles(o.price),
  old_price: o.oldPrice === null ? null : toRoubles(o.oldPrice),
  cases: o.cases.map((c) => ({ slug: c.slug, count: c.count })),
  bonus_coins: o.bonusCoins,
  bonus_money: toRoubles(o.bonusMoney),
  label:
    o.label === null
      ? null
      : {
          type: o.label,
          name: o.labelName ?? '',
          name_en: o.labelNameEn ?? o.labelName ?? '',
          color: o.labelColor ?? '#000000',
        },
  per_player_limit: o.perPlayerLimit,
  stock: o.stock,
  sold: o.sold,
  trigger_type: o.triggerType,
  position: o.position,
  active: o.active,
  ends_at: o.endsAt?.toISOString() ?? null,
  edited_at: o.editedAt?.toISOString() ?? null,
});

/** The columns a console save writes. */
const columnsOf = (b: OfferSaveBody) => ({
  title: b.title,
  titleEn: b.title_en,
  description: b.description,
  descriptionEn: b.description_en,
  imageCase: b.image_case,
  price: toKopecks(b.price),
  oldPrice: b.old_price === null ? null : toKopecks(b.old_price),
  cases: b.cases,
  bonusCoins: b.bonus_coins,
  bonusMoney: toKopecks(b.bonus_money),
  label: b.label?.type ?? null,
  labelName: b.label?.name ?? null,
  labelNameEn: b.label?.name_en ?? null,
  labelColor: b.label?.color ?? null,
  perPlayerLimit: b.per_player_limit,
  stock: b.stock,
  position: b.position,
  active: b.active,
  endsAt: b.ends_at === null ? null : new Date(b.ends_at),
  editedAt: sql`now()`,
});

/** What a save would store, as the offer value rule reads it (kopecks, whole coins). */
const termsOf = (slug: string, b: OfferSaveBody): OfferTerms => ({
  slug,
  priceKopecks: toKopecks(b.price),
  cases: b.cases,
  bonusMoneyKopecks: toKopecks(b.bonus_money),
  bonusCoins: b.bonus_coins,
});

/**
 * Under the catalog's save lock, in `tx` (issue 44: a case or item save running at the same time then sees this
 * offer, or this save sees its new EVs): the cases exist (400 content_invalid) and the offer keeps its value bound
 * (422 offer_value_out_of_bounds), the cases' EVs read in `tx`.
 */
async function requireSaveable(tx: Tx, cfg: CatalogConfig, slug: string, b: OfferSaveBody) {
  await lockCatalogSaves(tx);
  const evs = await caseEvsBySlug(tx, [b.image_case, ...b.cases.map((c) => c.slug)]);
  const unknown = [b.image_case, ...b.cases.map((c) => c.slug)].find((s) => !evs.has(s));
  if (unknown !== undefined) throw new AppError(400, 'content_invalid', `No case ${unknown}`);
  const v = offerTermsValue(termsOf(slug, b), evs, cfg.rtpMax);
  if (v.over) throw offerOverBound(slug, v, cfg.rtpMax);
}

/** What one purchase gives on top of its cases (kopecks): bonus money and coins at their value (issue 44). */
const giftOf = (o: { bonusMoney: number; bonusCoins: number }) =>
  o.bonusMoney + o.bonusCoins * COIN_VALUE_KOPECKS;

/** Creates shop offer `slug` in `tx` behind `gate`; its wire. 409 slug_taken, and requireSaveable's errors. */
export async function createOffer(
  tx: Tx,
  cfg: CatalogConfig,
  who: Saver,
  gate: ValueGate,
  slug: string,
  b: OfferSaveBody,
): Promise<AdminOffer> {
  await requireSaveable(tx, cfg, slug, b);
  const [row] = await tx
    .insert(offers)
    .values({ slug, ...columnsOf(b) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, 'slug_taken', 'An offer with this slug exists');
  await gate.check(tx, 0, giftOf(row));
  const after = adminOfferOf(row);
  await audit(tx, { ...who, action: 'offer.create', target: `offer:${row.id}`, after });
  return after;
}

/** Saves offer `id` in `tx` behind `gate`; its wire. 404 content_not_found, 409 offer_stock_below_sold. */
export async function updateOffer(
  tx: Tx,
  cfg: CatalogConfig,
  who: Saver,
  gate: ValueGate,
  id: number,
  b: OfferSaveBody,
): Promise<AdminOffer> {
  const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  if (!before) throw new AppError(404, 'content_not_found', 'No such offer');
  await requireSaveable(tx, cfg, before.slug, b);
  const [row] = await tx
    .update(offers)
    .set(columnsOf(b))
    .where(and(eq(offers.id, id), b.stock === null ? undefined : lte(offers.sold, b.stock)))
    .returning();
  if (!row) throw new AppError(409, 'offer_stock_below_sold', `${before.sold} sold already`);
  await gate.check(tx, giftOf(before), giftOf(row));
  const after = adminOfferOf(row);
  await audit(tx, {
    ...who,
    action: 'offer.update',
    target: `offer:${id}`,
    before: adminOfferOf(before),
    after,
  });
  return after;
}

/** An offer id from the path (0, which no offer has, for anything else). */
export const offerIdOf = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : 0);

/** Every offer for the console: shop offers first (by position), then personal-offer templates. */
export async function adminOffers(db: Db): Promise<AdminOffer[]> {
  const rows = await db
    .select()
    .from(offers)
    .orderBy(sql`${offers.triggerType} is not null`, asc(offers.position), asc(offers.id));
  return rows.map(adminOfferOf);
}

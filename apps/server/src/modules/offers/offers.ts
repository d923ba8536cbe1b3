/**
 * Offers as rows and on the wire (issue 29; spec 001 §3 Offer): the shop's offers on sale, one offer by id, and
 * the wire shape with its cases as the catalog shows them. Prices in kopecks here, roubles on the wire.
 */
import type { Offer, OfferCase, OfferTriggerType } from '@cases/domain/api/offers';
import type { Language } from '@cases/domain/api/site-web';
import { toRoubles } from '@cases/domain/money';
import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offerPurchases, offers } from '../../db/schema/index.ts';
import { localized } from '../../platform/lang.ts';
import type { Snapshot } from '../../kernel/catalog/snapshot.ts';
import { caseImage } from '../../kernel/media-urls.ts';

export type OfferRow = typeof offers.$inferSelect;

/** The shop's offers on sale now (no trigger, active, not ended), in their order; sold-out ones included. */
export function shopOffers(db: DbOrTx): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(
        isNull(offers.triggerType),
        eq(offers.active, true),
        or(isNull(offers.endsAt), gt(offers.endsAt, sql`now()`)),
      ),
    )
    .orderBy(asc(offers.position), asc(offers.id));
}

/** The offer with id `id` (any kind), or null. */
export async function offerById(db: DbOrTx, id: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
}

/** The active personal-offer template of trigger `type`, or null when none is configured. */
export async function templateOf(db: DbOrTx, type: OfferTriggerType): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.triggerType, type), eq(offers.active, true)))
    .orderBy(asc(offers.position))
    .limit(1);
  return row ?? null;
}

/** The offer's cases as cards (catalog name, picture and price); cases missing from the catalog are left out. */
export function offerCases(row: OfferRow, snap: Snapshot, lang: Language): OfferCase[] {
  return row.cases.flatMap((c) => {
    const entry = snap.byKey.get(c.slug);
    if (!entry) return [];
    return [
      {
        id: String(entry.row.id),
        slug: entry.row.slug,
        name: localized(lang, entry.row.name, entry.row.nameEn),
        image: caseImage(entry.row.slug),
        price: toRoubles(entry.row.price),
        count: c.count,
      },
    ];
  });
}

/** Whole percent off the old price (0 without one). */
export const salePercent = (price: number, oldPrice: number | null): number =>
  oldPrice === null || oldPrice <= price ? 0 : Math.round(((oldPrice - price) / oldPrice) * 100);

export interface OfferView {
  /** The caller's purchases of it (0 for visitors). */
  bought: number;
  /** The personal offer shown, when it is one. */
  personal?: { id: number; type: OfferTriggerType; expiresAt: Date };
}

/** Spec 001 §3 Offer on the wire. */
export function offerWire(row: OfferRow, snap: Snapshot, lang: Language, view: OfferView): Offer {
  return {
    title: localized(lang, row.title, row.titleEn),
    description: localized(lang, row.description, row.descriptionEn),
    image: caseImage(row.imageCase),
    trigger_id: view.personal ? String(view.personal.id) : null,
    offer_id: String(row.id),
    offer_name: row.slug,
    old_price: row.oldPrice === null ? null : toRoubles(row.oldPrice),
    price: toRoubles(row.price),
    sale: salePercent(row.price, row.oldPrice),
    cases: offerCases(row, snap, lang),
    label: row.label,
    label_color: row.labelColor,
    label_name: row.labelName === null ? null : localized(lang, row.labelName, row.labelNameEn),
    trigger_type: view.personal?.type ?? null,
    bonus_coins: row.bonusCoins,
    bonus_money: toRoubles(row.bonusMoney),
    ends_at: (view.personal?.expiresAt ?? row.endsAt)?.toISOString() ?? null,
    limit: view.personal ? 1 : row.perPlayerLimit,
    bought: view.bought,
    stock_left: row.stock === null ? null : Math.max(0, row.stock - row.sold),
  };
}

/** How many of each offer of `offerIds` player `userId` bought (offer id → purchases; an offer never bought is absent). */
export async function purchasesOf(
  db: DbOrTx,
  userId: number,
  offerIds: readonly number[],
): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const counts = await db
    .select({ offerId: offerPurchases.offerId, n: count() })
    .from(offerPurchases)
    .where(and(eq(offerPurchases.userId, userId), inArray(offerPurchases.offerId, [...offerIds])))
    .groupBy(offerPurchases.offerId);
  return new Map(counts.map((c) => [c.offerId, c.n]));
}

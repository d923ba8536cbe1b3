/**
 * The console's offers on the wire (issue 30 "Running the shop"; docs/console.md "Content"; right `catalog`): shop
 * offers and personal-offer templates. Prices in roubles (at most 2 decimals), coins whole, times ISO.
 */
import { z } from 'zod';
import { text, roublesUpTo, positiveRoubles, iso, slug, whole } from './admin-fields.ts';

const offerFields = z.object({
  title: text(100),
  title_en: text(100),
  description: text(500),
  description_en: text(500),
  image_case: slug,
  price: positiveRoubles(1_000_000),
  old_price: positiveRoubles(1_000_000).nullable(),
  cases: z.array(z.object({ slug, count: whole(1, 100) }).strict()).max(10),
  bonus_coins: whole(0, 10_000_000),
  bonus_money: roublesUpTo(1_000_000),
  label: z
    .object({
      type: z.string().regex(/^[a-z0-9_-]{1,30}$/),
      name: text(40),
      name_en: text(40),
      color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    })
    .strict()
    .nullable(),
  per_player_limit: whole(1, 1000),
  /** Purchases in all (null: unlimited); never below what was sold. */
  stock: whole(0, 10_000_000).nullable(),
  position: whole(0, 10_000),
  active: z.boolean(),
  ends_at: iso.nullable(),
});
const oldPriceAbove: [
  (b: { old_price: number | null; price: number }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => b.old_price === null || b.old_price > b.price,
  { message: 'the old price is above the price', path: ['old_price'] },
];
/** `PUT /v1/admin/offers/{id}`; `POST /v1/admin/offers` adds `slug`. Prices in roubles. */
export const offerSaveBody = offerFields.strict().refine(...oldPriceAbove);
export type OfferSaveBody = z.infer<typeof offerSaveBody>;
export const offerCreateBody = offerFields
  .extend({ slug })
  .strict()
  .refine(...oldPriceAbove);
export const adminOffer = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  image_case: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  cases: z.array(z.object({ slug: z.string(), count: z.number().int() })),
  bonus_coins: z.number().int(),
  bonus_money: z.number(),
  label: z
    .object({ type: z.string(), name: z.string(), name_en: z.string(), color: z.string() })
    .nullable(),
  per_player_limit: z.number().int(),
  stock: z.number().int().nullable(),
  sold: z.number().int(),
  /** Null: sold in the shop; set: a personal offer's template. */
  trigger_type: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  ends_at: z.string().nullable(),
  edited_at: z.string().nullable(),
});
export type AdminOffer = z.infer<typeof adminOffer>;
export const adminOffersResponse = z.object({ offers: z.array(adminOffer) });

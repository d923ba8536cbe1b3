/**
 * The console's catalog on the wire (issue 30 "Catalog and odds, provably"; docs/console.md "Catalog"): items,
 * sections and cases with their drop lists, every save of a case's odds a new revision. Money in roubles (a coin
 * case's price in whole coins), weights positive integers, times ISO strings; right `catalog`.
 */
import { z } from 'zod';
import { caseLabelType, itemSlot, rarity } from '../catalog.ts';
import { iso, roublesUpTo, slug, text } from './admin-fields.ts';
import { caseItem } from './cases.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable();
/** Roubles with at most 2 decimals, 0 … 10 000 000. */
const priceRoubles = roublesUpTo(10_000_000);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const isoOrNull = iso.nullable();
const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** `GET /v1/admin/catalog/items?q&page`: by id or name (part of it), 50 a page. */
export const adminItemsQuery = z.object({ q: z.string().trim().max(100).optional(), page });
export const adminItem = z.object({
  id: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
  hero: z.string().nullable(),
  slot: itemSlot,
  rarity,
  price: z.number(),
  /** 0 ordinary, 1 pack, 3 balance voucher. */
  type: z.number().int(),
  image: z.string(),
  edited_at: z.string().nullable(),
});
export type AdminItem = z.infer<typeof adminItem>;
export const adminItemsResponse = z.object({
  items: z.array(adminItem),
  page: z.number().int(),
  total: z.number().int(),
});

/** `PUT /v1/admin/catalog/items/{id}`; `POST /v1/admin/catalog/items` adds `id`. A price above 0. */
export const itemSaveBody = z
  .object({
    name: text(200),
    name_en: optionalText(200),
    hero: z
      .string()
      .regex(/^[a-z0-9_]{1,60}$/)
      .nullable(),
    slot: itemSlot,
    rarity,
    price: priceRoubles.refine((v) => v > 0, 'above 0'),
  })
  .strict();
export const itemCreateBody = itemSaveBody.extend({ id: slug }).strict();
export type ItemSaveBody = z.infer<typeof itemSaveBody>;
export type ItemCreateBody = z.infer<typeof itemCreateBody>;

/** `GET /v1/admin/catalog/sections`; `PUT …/sections/{id}`; `POST …/sections` adds `id`. */
/**
 * A section's card look as the console edits it (spec 000 §3 `appearanceData`; api/cases.ts `sectionAppearance`):
 * `#rrggbb` colours or null for the shop's default, line breaks, the card size, the title's plain colour.
 */
export const sectionCards = z
  .object({
    cards_background: colour.nullable(),
    cards_circle: colour.nullable(),
    cards_hover: colour.nullable(),
    cards_shadow: colour.nullable(),
    line_breaks: z.boolean(),
    card_size: z.union([z.literal(152), z.literal(224)]),
    title_color: colour.nullable(),
  })
  .strict();
export type SectionCards = z.infer<typeof sectionCards>;

export const adminSection = z.object({
  id: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
  position: z.number().int(),
  gradient: z.array(z.string()),
  is_event: z.boolean(),
  cases: z.number().int(),
  cards: sectionCards,
});
export type AdminSection = z.infer<typeof adminSection>;
export const adminSectionsResponse = z.object({ sections: z.array(adminSection) });
export const sectionSaveBody = z
  .object({
    name: text(100),
    name_en: optionalText(100),
    position: z.number().int().min(0).max(10_000),
    gradient: z.tuple([colour, colour]),
    /** The card look; left out, a save keeps the section's. */
    cards: sectionCards.optional(),
  })
  .strict();
export const sectionCreateBody = sectionSaveBody.extend({ id: slug }).strict();
export type SectionSaveBody = z.infer<typeof sectionSaveBody>;
export type SectionCreateBody = z.infer<typeof sectionCreateBody>;

/** One entry of a drop list being saved: a catalog item and its integer weight. */
export const dropEntry = z
  .object({
    item_id: z.string().min(1).max(100),
    weight: z.number().int().min(1).max(1_000_000_000),
  })
  .strict();

/** A case in the console's list, with its current revision's odds. */
export const adminCaseRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
  section_id: z.string(),
  /** Roubles, or whole coins for a coin case. */
  price: z.number(),
  currency: z.enum(['RUB', 'COIN']),
  revision: z.number().int(),
  available: z.boolean(),
  items_count: z.number().int(),
  /** Expected value of one drop, roubles. */
  expected_value: z.number(),
  /** Expected value ÷ price; null for a free or coin case. */
  rtp: z.number().nullable(),
  edited_at: z.string().nullable(),
});
export type AdminCaseRow = z.infer<typeof adminCaseRow>;
export const adminCasesResponse = z.object({
  cases: z.array(adminCaseRow),
  /** The RTP a paid case must keep to be published. */
  rtp_bounds: z.object({ min: z.number(), max: z.number() }),
});

export const adminCaseRevision = z.object({
  revision: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** The staff member's sign-in login (issue 48); null for seeding or an account gone. */
  created_by_login: z.string().nullable(),
  price: z.number(),
  rtp: z.number().nullable(),
  items_count: z.number().int(),
});

/** `GET /v1/admin/catalog/cases/{id}`: everything the editor shows. */
export const adminCaseDetail = adminCaseRow.extend({
  old_price: z.number().nullable(),
  label_type: caseLabelType.nullable(),
  label_name: z.string().nullable(),
  label_name_en: z.string().nullable(),
  label_color: z.string().nullable(),
  volatility: z.number().int(),
  color: z.string(),
  level: z.number().int(),
  opens_limit: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Every N-th opening free (read only here): the RTP is then over what a drop costs, price × (N − 1) ÷ N. */
  every_n_open_free: z.number().int().nullable(),
  drops: z.array(
    z.object({
      item_id: z.string(),
      weight: z.number().int(),
      name: z.string(),
      rarity,
      price: z.number(),
      image: z.string(),
    }),
  ),
  revisions: z.array(adminCaseRevision),
  rtp_bounds: z.object({ min: z.number(), max: z.number() }),
});
export type AdminCaseDetail = z.infer<typeof adminCaseDetail>;

/**
 * `PUT /v1/admin/catalog/cases/{id}` (and `POST /v1/admin/catalog/cases` with `slug`): the whole case. A change
 * of the drop list or price publishes a new revision; a paid RUB case outside the RTP bounds is refused (422
 * rtp_out_of_bounds) and nothing changes.
 */
const caseFields = z.object({
  name: text(100),
  name_en: optionalText(100),
  section_id: z.string().min(1).max(80),
  currency: z.enum(['RUB', 'COIN']),
  price: priceRoubles,
  old_price: priceRoubles.nullable(),
  label_type: caseLabelType.nullable(),
  label_name: optionalText(40),
  label_name_en: optionalText(40),
  label_color: colour.nullable(),
  volatility: z.number().int().min(1).max(4),
  color: colour,
  available: z.boolean(),
  level: z.number().int().min(0).max(1_000),
  opens_limit: z.number().int().min(1).max(100_000_000).nullable(),
  starts_at: isoOrNull,
  ends_at: isoOrNull,
  drops: z.array(dropEntry).min(1).max(300),
});
type CaseFields = z.infer<typeof caseFields>;
const caseRules = <T extends z.ZodType<CaseFields>>(schema: T) =>
  schema
    .refine((b) => b.currency === 'RUB' || Number.isInteger(b.price), {
      message: 'a coin price is whole coins',
      path: ['price'],
    })
    .refine((b) => new Set(b.drops.map((d) => d.item_id)).size === b.drops.length, {
      message: 'an item appears once',
      path: ['drops'],
    })
    .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.starts_at) < Date.parse(b.ends_at), {
      message: 'the window ends after it starts',
      path: ['ends_at'],
    });
export const caseSaveBody = caseRules(caseFields.strict());
export type CaseSave = z.infer<typeof caseSaveBody>;
export const caseCreateBody = caseRules(caseFields.extend({ slug }).strict());

/** `GET /v1/cases/{slug}/revisions/{revision}`: a published revision's drop list, for the verifier (public). */
export const caseRevisionResponse = z.object({
  case_id: z.string(),
  slug: z.string(),
  revision: z.number().int(),
  created_at: z.string(),
  price: z.number(),
  currency: z.enum(['RUB', 'COIN']),
  total_weight: z.number().int(),
  items: z.array(caseItem),
});
export type CaseRevision = z.infer<typeof caseRevisionResponse>;

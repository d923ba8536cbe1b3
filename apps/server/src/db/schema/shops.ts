/**
 * Offers, personal offers, the secret shop and skin exchange (issue 29; spec 000 §1–2, spec 001 §2, §3 Offer;
 * decision 018). Money in kopecks, coins whole.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `offers`: catalog/ (the seeded offers; the console edits them later); `sold` by modules/offers
 * - `offer_purchases, personal_offers`: modules/offers
 * - `secret_shop_stock, secret_shop_purchases`: modules/secret-shop
 * - `skin_exchanges`: modules/exchange
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { items } from './catalog.ts';
import { userRef } from './users.ts';

/** A case in an offer's bundle: `count` free openings of the case with slug `slug`. */
export interface OfferCaseGrant {
  slug: string;
  count: number;
}

/**
 * An offer (spec 001 §3 Offer): a bundle of free case openings, coins and bonus money sold for `price`.
 * `trigger_type` null: sold in the shop to everybody; set: a personal offer's template, sold only to a player
 * holding a `personal_offers` row for it.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** The case (its slug) whose picture stands for the offer. */
    imageCase: text('image_case').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    cases: jsonb('cases').$type<OfferCaseGrant[]>().notNull(),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    bonusMoney: bigint('bonus_money', { mode: 'number' }).notNull().default(0),
    label: text('label'),
    labelColor: text('label_color'),
    labelName: text('label_name'),
    labelNameEn: text('label_name_en'),
    /** Purchases each player may make (a personal offer: per personal offer, always 1). */
    perPlayerLimit: integer('per_player_limit').notNull(),
    /** Purchases in all; null: unlimited. `sold` never exceeds it. */
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    triggerType: text('trigger_type'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When an operator last saved the offer in the console (issue 30); seeding then leaves it alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    check('offers_price_positive', sql`${t.price} > 0`),
    check('offers_sold_in_stock', sql`${t.stock} is null or ${t.sold} <= ${t.stock}`),
  ],
);

/** One purchase of an offer: its price then, and the personal offer it redeemed, if any. */
export const offerPurchases = pgTable(
  'offer_purchases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    personalOfferId: bigint('personal_offer_id', { mode: 'number' }).unique(),
    price: bigint('price', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('offer_purchases_user_idx').on(t.userId, t.offerId)],
);

/**
 * A personal offer made for one player by a trigger (decision 018): the rule's key (`first_deposit`,
 * `losing_streak:<week>`, `comeback:<date>`, `level:<n>`) is unique per player, so each rule fires once.
 */
export const personalOffers = pgTable(
  'personal_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    triggerType: text('trigger_type').notNull(),
    ruleKey: text('rule_key').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    boughtAt: timestamp('bought_at', { withTimezone: true }),
    /** When the personal-offer modal first showed it (issue 48: once per player, remembered here, not per tab). */
    shownAt: timestamp('shown_at', { withTimezone: true }),
  },
  (t) => [
    unique('personal_offers_rule_uq').on(t.userId, t.ruleKey),
    index('personal_offers_user_idx').on(t.userId, t.expiresAt),
  ],
);

/** Items sold of a secret-shop slot in a period (never above the slot's stock). */
export const secretShopStock = pgTable(
  'secret_shop_stock',
  {
    period: integer('period').notNull(),
    slot: integer('slot').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.slot] })],
);

/** One item bought in the secret shop. */
export const secretShopPurchases = pgTable(
  'secret_shop_purchases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    period: integer('period').notNull(),
    slot: integer('slot').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('secret_shop_purchases_user_idx').on(t.userId, t.period)],
);

/** A skin exchange: the value given, what the margin left to take, what was taken and credited. */
export const skinExchanges = pgTable(
  'skin_exchanges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    value: bigint('value', { mode: 'number' }).notNull(),
    allowed: bigint('allowed', { mode: 'number' }).notNull(),
    taken: bigint('taken', { mode: 'number' }).notNull(),
    credited: bigint('credited', { mode: 'number' }).notNull(),
    /** The inventory item ids given and received. */
    givenIds: jsonb('given_ids').$type<number[]>().notNull(),
    takenIds: jsonb('taken_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('skin_exchanges_user_idx').on(t.userId, t.createdAt)],
);

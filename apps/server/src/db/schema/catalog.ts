/**
 * Catalog tables: items, sections, cases and each case's published drop list (spec 000 §3 Case, Case section).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `items, sections, cases, case_items`: catalog/ (the loader; seed.ts); the Steam icon columns of items: modules/media (steam/resolver.ts)
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** A section's card look as stored (camelCase keys of api/cases.ts `sectionAppearance`; each optional). */
export interface CatalogSectionCards {
  cardsBackground?: string;
  cardsCircle?: string;
  cardsHover?: string;
  cardsShadow?: string;
  lineBreaks?: boolean;
  cardSize?: 152 | 224;
  titleColor?: string;
}

export const items = pgTable('items', {
  id: text('id').primaryKey(),
  /** The default (Russian-first) name; for Steam items their English market name. */
  name: text('name').notNull(),
  /** English name, when it differs from `name` (shop items); null: the same. */
  nameEn: text('name_en'),
  hero: text('hero'),
  /** Equipment slot or kind of item (domain ITEM_SLOTS). */
  slot: text('slot').notNull().default('misc'),
  rarity: text('rarity').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  /** Item type code (spec 001 §3): 0 ordinary, 1 pack, 3 balance voucher. */
  type: integer('type').notNull().default(0),
  /** A pack's contents: ids of ordinary items (empty for other types). */
  packItems: text('pack_items').array().notNull().default([]),
  /**
   * The Steam Community market's `icon_url` of the item (the path under `/economy/image/`), once the
   * icon resolver found it (STEAM_ICONS); null: not found (yet), the generated art is shown.
   */
  steamIcon: text('steam_icon'),
  /** When the resolver last asked Steam about this item (found or not); null: never. */
  steamIconCheckedAt: timestamp('steam_icon_checked_at', { withTimezone: true }),
  /** When the item's price was last set (seeding moves it only when the price changes): spec 001 §3 `updateAt`. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When an operator last saved the item in the console (issue 30); seeding leaves such an item alone. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const sections = pgTable('sections', {
  id: text('id').primaryKey(),
  /** Russian title (the default language). */
  name: text('name').notNull(),
  /** English title; null: show `name`. */
  nameEn: text('name_en'),
  position: integer('position').notNull(),
  gradient: jsonb('gradient').$type<string[]>().notNull(),
  /**
   * How the section draws its cards (spec 000 §3 `appearanceData`; api/cases.ts `sectionAppearance`): `#rrggbb`
   * colours, line breaks and the card size; a key left out takes the shop's default.
   */
  cards: jsonb('cards').$type<CatalogSectionCards>().notNull().default({}),
  isEvent: boolean('is_event').notNull().default(false),
  /** When an operator last saved the section in the console (issue 30); seeding leaves it alone. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const cases = pgTable(
  'cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    /** Russian name (the default language). */
    name: text('name').notNull(),
    /** English name; null: show `name`. */
    nameEn: text('name_en'),
    sectionId: text('section_id')
      .notNull()
      .references(() => sections.id),
    position: integer('position').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    labelType: text('label_type'),
    labelName: text('label_name'),
    /** English text of a custom label; null: show `labelName`. */
    labelNameEn: text('label_name_en'),
    labelColor: text('label_color'),
    volatility: integer('volatility').notNull(),
    color: text('color').notNull(),
    available: boolean('available').notNull().default(true),
    level: integer('level').notNull().default(0),
    openedCount: integer('opened_count').notNull().default(0),
    /** `RUB` (price in kopecks) or the coin code (price in whole coins: a coin case, issue 28). */
    currency: text('currency').notNull().default('RUB'),
    /** Openings the case allows in all (spec 000 §3 `opens_limit`); null: no limit. Used: `case_stock`. */
    opensLimit: integer('opens_limit'),
    /** A time-limited case opens only inside this window (spec 000 §3 `counter_start / counter_end`). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Every N-th opening of the case by a player is free (spec 000 §3 `every_n_open_free`). */
    everyNOpenFree: integer('every_n_open_free'),
    /** The case opens exactly this many at a time (spec 000 §3 `multifix_number`). */
    multifixNumber: integer('multifix_number'),
    /** The counts of one opening the case allows, `[min, max]` (spec 000 §3 `multicast_data.range`). */
    multicastRange: integer('multicast_range').array(),
    /** Sold in the offers shop (spec 000 §3 `is_offer`): never shown as ended. */
    isOffer: boolean('is_offer').notNull().default(false),
    /** Coins paid with each paid drop, drawn in `[coins_min, coins_max]` (the case's `bonuses`); null: none. */
    coinsMin: integer('coins_min'),
    coinsMax: integer('coins_max'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The revision of the drop list and price now published (`case_revisions`, issue 30). */
    revision: integer('revision').notNull().default(1),
    /** When an operator last saved the case in the console (issue 30); seeding leaves such a case alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('cases_section_idx').on(t.sectionId, t.position)],
);

/** The published drop list: the roll walks it in `position` order. */
export const caseItems = pgTable(
  'case_items',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    position: integer('position').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    weight: integer('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.position] })],
);

/**
 * Every published state of a case's odds (issue 30 "Catalog and odds, provably"): the drop list in roll order
 * (`[{item, weight}]`) and the price of each revision, never changed once written. A roll records the revision it
 * used (`inventory_items.case_revision`, `battle_drops.case_revision`), so an old drop recomputes after the odds
 * change.
 */
export const caseRevisions = pgTable(
  'case_revisions',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    revision: integer('revision').notNull(),
    drops: jsonb('drops').$type<{ item: string; weight: number }[]>().notNull(),
    /** Kopecks, or whole coins for a coin case (`currency`). */
    price: bigint('price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    /** The staff member who published it; null: the seeded catalog. */
    createdBy: integer('created_by'),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.revision] })],
);

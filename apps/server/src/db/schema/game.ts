/**
 * Seeds, inventory and free-case claims (ARCHITECTURE fairness; spec 001 §3 Inventory item).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `fairness_seeds`: kernel/fairness (seed-pairs.ts; open_case reserves nonces the same way)
 * - `inventory_items`: kernel/inventory (items.ts: addItems, moveItems; open_case and the sell statement in one statement)
 * - `free_case_claims`: modules/cases (open_case)
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { cases, items } from './catalog.ts';
import { userRef } from './users.ts';

export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Rolls made with this pair so far = the nonce of the next roll. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAt(),
    /** Set when rotated: the server seed is then public. Null for the one active pair. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fairness_seeds_active_idx')
      .on(t.userId)
      .where(sql`${t.revealedAt} is null`),
  ],
);

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    /** Price in kopecks at the moment of the drop; what a sale pays. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /**
     * Kopecks paid for the opening that produced this row: the case price, 0 for a free or level case;
     * null for rows not from a case opening (pack contents, upgrades, replacements). Feeds the win rate.
     */
    paid: bigint('paid', { mode: 'number' }),
    status: text('status').notNull(),
    source: text('source').notNull(),
    caseId: integer('case_id').references(() => cases.id),
    /** The case revision the drop was rolled on (`case_revisions`); null for rows not rolled from a case. */
    caseRevision: integer('case_revision'),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    roll: doublePrecision('roll'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_user_status_idx').on(t.userId, t.status, t.id),
    index('inventory_created_idx').on(t.createdAt),
    /** The sale queue (spec 001 §4 Sell): its sweep finds owners of queued rows without a table scan. */
    index('inventory_sale_queue_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'vendor waiting'`),
  ],
);

/** One row per (user, free case): the last claim time, updated only when 24 h have passed. */
export const freeCaseClaims = pgTable(
  'free_case_claims',
  {
    userId: userRef(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.caseId] })],
);

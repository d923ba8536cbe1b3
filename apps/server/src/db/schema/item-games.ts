/**
 * Upgrades, contracts and Techies mines (issue 11; spec 001 §3 Upgrade result, §5 Upgrade). Money in
 * kopecks; chances and rolls are fractions in [0, 1). Each row keeps the fairness data of its roll.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `upgrades`: modules/upgrades
 * - `contracts`: modules/contracts
 * - `sapper_games`: modules/sapper
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { items } from './catalog.ts';
import { userRef } from './users.ts';

/** An item consumed by a game: the inventory row, its catalog item and the price it counted at (kopecks). */
export interface StakedItem {
  inventoryId: number;
  itemId: string;
  price: number;
}

/** One upgrade: what was staked, what was aimed at, the roll, and what was paid out. */
export const upgrades = pgTable(
  'upgrades',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    stakeItems: jsonb('stake_items').$type<StakedItem[]>().notNull(),
    /** The part of the stake taken from the balance. */
    stakeBalance: bigint('stake_balance', { mode: 'number' }).notNull().default(0),
    stakeValue: bigint('stake_value', { mode: 'number' }).notNull(),
    /** The targets: catalog ids and their prices at the upgrade. */
    targets: jsonb('targets').$type<{ itemId: string; price: number }[]>().notNull(),
    targetValue: bigint('target_value', { mode: 'number' }).notNull(),
    chance: doublePrecision('chance').notNull(),
    roll: doublePrecision('roll').notNull(),
    success: boolean('success').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** Inventory rows it created: the targets on a win, the pity item on a loss. */
    prizeInventoryIds: bigint('prize_inventory_ids', { mode: 'number' }).array().notNull(),
    /** A loss's pity prize in total (item + credit) and its balance part. */
    pityValue: bigint('pity_value', { mode: 'number' }).notNull().default(0),
    pityCredit: bigint('pity_credit', { mode: 'number' }).notNull().default(0),
    coins: integer('coins').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('upgrades_user_idx').on(t.userId, t.id)],
);

/** One signed contract: its inputs, the draw, and the item and credit it paid. */
export const contracts = pgTable(
  'contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    inputItems: jsonb('input_items').$type<StakedItem[]>().notNull(),
    inputValue: bigint('input_value', { mode: 'number' }).notNull(),
    band: integer('band').notNull(),
    bandRoll: doublePrecision('band_roll').notNull(),
    positionRoll: doublePrecision('position_roll').notNull(),
    multiplier: doublePrecision('multiplier').notNull(),
    /** input × multiplier, rounded down: paid as the item plus the credit. */
    value: bigint('value', { mode: 'number' }).notNull(),
    resultItemId: text('result_item_id').references(() => items.id),
    resultInventoryId: bigint('result_inventory_id', { mode: 'number' }),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contracts_user_idx').on(t.userId, t.id)],
);

/**
 * A Techies mines game. `layout` (the mine cells) is fixed at the start and stays secret until the
 * game ends; `layout_hash` = SHA-256("<layout>:<salt>") is shown from the start. Status open → lost | cashed.
 */
export const sapperGames = pgTable(
  'sapper_games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    status: text('status').notNull().default('open'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    mines: integer('mines').notNull(),
    /** The house edge of the multipliers, fixed at the start (MINES_HOUSE_EDGE then). */
    houseEdge: doublePrecision('house_edge').notNull(),
    layout: integer('layout').array().notNull(),
    salt: text('salt').notNull(),
    layoutHash: text('layout_hash').notNull(),
    /** Safe cells opened, in the order they were opened. */
    revealed: integer('revealed')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    hitCell: integer('hit_cell'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    /** One open game per player. */
    uniqueIndex('sapper_games_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('sapper_games_user_idx').on(t.userId, t.id),
  ],
);

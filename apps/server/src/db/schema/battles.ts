/**
 * Case battles (spec 001 §3 Battle, issue 10): a battle, its seats (members, bots included), the drops
 * fixed at the start (revealed round by round) and its spectators. Money in kopecks.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `battles, battle_members, battle_drops, battle_spectators`: modules/battles
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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { inventoryItems } from './game.ts';
import { items } from './catalog.ts';
import { userRef, users } from './users.ts';

/** A case's drop list as the battle rolls it: item ids and integer weights, in published order. */
export type BattleDropList = { itemId: string; weight: number }[];

export const battles = pgTable(
  'battles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The public id (a ULID). */
    ulid: text('ulid').notNull().unique(),
    creatorId: userRef('creator_id'),
    /** created → started → finished, or created → cancelled. */
    status: text('status').notNull().default('created'),
    seats: integer('seats').notNull(),
    teams: boolean('teams').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    isCrazy: boolean('is_crazy').notNull().default(false),
    /** The private link's secret (32 hex); null for a public battle. */
    privateKey: text('private_key'),
    /** One seat's price in kopecks: the sum of the rounds' case prices at creation. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The case of each round (round 0 first). */
    caseIds: integer('case_ids').array().notNull(),
    /** Case id → its drop list, fixed at creation so the rolls and the check page use the same odds. */
    dropLists: jsonb('drop_lists').$type<Record<string, BattleDropList>>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Set at the start. */
    publicSeed: text('public_seed'),
    /** Round r is due at started_at + r × round_ms. */
    roundMs: integer('round_ms').notNull(),
    /** Fixed at the start; shown after the end. */
    winnerSeats: integer('winner_seats')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tieRoll: doublePrecision('tie_roll'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** started_at + rounds × round_ms: when the battle may be settled. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('battles_status_created_idx').on(t.status, t.createdAt),
    index('battles_due_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'started'`),
    index('battles_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'created'`),
  ],
);

export const battleMembers = pgTable(
  'battle_members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    battleId: bigint('battle_id', { mode: 'number' })
      .notNull()
      .references(() => battles.id),
    seat: integer('seat').notNull(),
    /** null for a bot. */
    userId: integer('user_id').references(() => users.id),
    isBot: boolean('is_bot').notNull().default(false),
    clientSeed: text('client_seed').notNull(),
    /** Kopecks paid for the seat (0 for a bot). */
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('battle_members_seat_idx').on(t.battleId, t.seat),
    uniqueIndex('battle_members_user_idx')
      .on(t.battleId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('battle_members_user_battles_idx').on(t.userId, t.battleId),
  ],
);

/** Every seat's drop in every round, fixed at the start and readable only once due. */
export const battleDrops = pgTable(
  'battle_drops',
  {
    battleId: bigint('battle_id', { mode: 'number' })
      .notNull()
      .references(() => battles.id),
    round: integer('round').notNull(),
    seat: integer('seat').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    /** The item's price in kopecks at the roll. */
    price: bigint('price', { mode: 'number' }).notNull(),
    roll: doublePrecision('roll').notNull(),
    /** The winner seat that receives the drop. */
    ownerSeat: integer('owner_seat').notNull(),
    /** The inventory row made for a player winner at the end; null for the house (a bot) or before. */
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).references(
      () => inventoryItems.id,
    ),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.round, t.seat] })],
);

/** Who has the battle page open (`POST /open` … `/close`); a row lapses after its `expires_at`. */
export const battleSpectators = pgTable(
  'battle_spectators',
  {
    battleId: bigint('battle_id', { mode: 'number' })
      .notNull()
      .references(() => battles.id),
    /** `u:<user id>` for a player, `a:<hash of address and browser>` for a visitor. */
    viewer: text('viewer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.viewer] })],
);

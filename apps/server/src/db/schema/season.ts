/**
 * The season (spec 001 §3 Event settings, Battle pass, Raffle result; issue 28): seasons as rows an operator
 * edits (settings in one jsonb, texts in ru and en), the battle pass's levels and tasks, each player's claimed
 * levels and finished tasks, per-player free opens and open counts of cases, each limited case's stock, and the
 * raffles with their entries and winners. Money in kopecks, coins whole.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `seasons, season_levels, season_tasks`: catalog/ (the seeded season; the console edits them later)
 * - `season_claims, season_task_done`: modules/season
 * - `season_progress`: the counting triggers of migration 0037 (each in the statement that records a play)
 * - `case_free_opens`: kernel/catalog (free-opens.ts grants them) and the `open_case` statement (spends them)
 * - `case_player_opens, case_stock`: the `open_case` statement (migration 0022)
 * - `raffles, raffle_entries, raffle_winners`: modules/raffle (the seeded raffle: catalog/)
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cases, items } from './catalog.ts';
import { userRef } from './users.ts';

/** A case reward of the pass: `amount` free opens of the case `case` (its slug). */
export interface CaseReward {
  case: string;
  amount: number;
}

export const seasons = pgTable('seasons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** The look and texts of spec 001 §3 Event settings (kernel/season/settings.ts SeasonSettings). */
  settings: jsonb('settings').notNull(),
  /** When an operator last saved the season, its levels or tasks in the console (issue 30); seeding then leaves it alone. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

/** Level `level` of a season's pass: done once the player's season coins reach `cost` (cumulative). */
export const seasonLevels = pgTable(
  'season_levels',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    level: integer('level').notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    rewardMoney: bigint('reward_money', { mode: 'number' }).notNull().default(0),
    rewardCoins: bigint('reward_coins', { mode: 'number' }).notNull().default(0),
    rewardCases: jsonb('reward_cases').$type<CaseReward[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.level] })],
);

/**
 * A task of a pass level (spec 001 §3 Task): `type` one of battle, case, contracts, money, offer, subscribe,
 * upgrade; `goal` the count (kopecks for money) to reach in the season; its reward paid once when reached.
 */
export const seasonTasks = pgTable(
  'season_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    level: integer('level').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    goal: bigint('goal', { mode: 'number' }).notNull(),
    /** `{ids, names}` of spec 001 §3 Task options (case slugs a case task counts, or empty). */
    options: jsonb('options').$type<{ ids: string[]; names: string[] }>().notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    rewardMoney: bigint('reward_money', { mode: 'number' }).notNull().default(0),
    rewardCoins: bigint('reward_coins', { mode: 'number' }).notNull().default(0),
    rewardCases: jsonb('reward_cases').$type<CaseReward[]>().notNull().default([]),
  },
  (t) => [index('season_tasks_season_idx').on(t.seasonId, t.level, t.position)],
);

/** A claimed pass level: inserted once, in the transaction that pays its reward. */
export const seasonClaims = pgTable(
  'season_claims',
  {
    userId: userRef(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    level: integer('level').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seasonId, t.level] })],
);

/** A finished pass task: inserted once, in the transaction that pays its reward. */
export const seasonTaskDone = pgTable(
  'season_task_done',
  {
    userId: userRef(),
    taskId: integer('task_id')
      .notNull()
      .references(() => seasonTasks.id),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

/**
 * A player's season counters (issue 43): per season and kind — a task type (battle, case, contracts, money,
 * offer, subscribe, upgrade) or `coins` (season coins earned) — how much they did, kept as it happens by
 * triggers in the statements that record it (migration 0037), never recounted per request. `case_id` is the
 * case of a `case` counter's drops (every case: the sum of those rows), 0 for the other kinds. Kopecks for `money`.
 */
export const seasonProgress = pgTable(
  'season_progress',
  {
    userId: userRef(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    kind: text('kind').notNull(),
    caseId: integer('case_id').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seasonId, t.kind, t.caseId] })],
);

/** Openings of a case a player may make without paying (pass and offer rewards); spent first. */
export const caseFreeOpens = pgTable(
  'case_free_opens',
  {
    userId: userRef(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.caseId] }),
    check('case_free_opens_non_negative', sql`${t.count} >= 0`),
  ],
);

/** How many times a player opened a case with `every_n_open_free` (the N-th is free). */
export const casePlayerOpens = pgTable(
  'case_player_opens',
  {
    userId: userRef(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    opened: integer('opened').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.caseId] })],
);

/** Openings used of a case with an opens limit (`cases.opens_limit`); never above it. */
export const caseStock = pgTable('case_stock', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => cases.id),
  used: integer('used').notNull(),
});

/**
 * A raffle of a season (issue 28 "Raffle"): the draw's server seed is fixed (its hash published) when the
 * raffle opens and revealed after the draw; `public_seed` is the SHA-256 of the entries in their published
 * order; `prizes` the catalog item ids given to positions 1, 2, …
 */
export const raffles = pgTable('raffles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Kopecks of paid case openings in the raffle's window that earn one ticket. */
  ticketKopecks: bigint('ticket_kopecks', { mode: 'number' }).notNull(),
  prizes: jsonb('prizes').$type<string[]>().notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  publicSeed: text('public_seed'),
  /** Set once, in the transaction that writes the entries, the winners and their items. */
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
});

/** The raffle's entries as drawn: `position` is the published order (1-based) the public seed hashes. */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    userId: userRef(),
    position: integer('position').notNull(),
    tickets: integer('tickets').notNull(),
  },
  (t) => [primaryKey({ columns: [t.raffleId, t.userId] })],
);

/** A prize of a drawn raffle: the winner, the roll that chose them and the inventory item it became. */
export const raffleWinners = pgTable(
  'raffle_winners',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    position: integer('position').notNull(),
    userId: userRef(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }),
    tickets: integer('tickets').notNull(),
    roll: doublePrecision('roll').notNull(),
  },
  (t) => [primaryKey({ columns: [t.raffleId, t.position] })],
);

/**
 * Leaderboards (spec 001 §3 Leaderboard, Reward drop; issue 13): boards with a window and a prize table
 * of catalog items per place, each player's score on a board (kept up to date from the sources by the
 * sweeper, which counts every source row once), and the settled winners with the inventory item each
 * prize became. Scores of money boards in kopecks, of count boards whole numbers.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `leaderboards, leaderboard_prizes, leaderboard_scores, leaderboard_counted, leaderboard_winners`: modules/leaderboards
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { items } from './catalog.ts';
import { inventoryItems } from './game.ts';
import { userRef } from './users.ts';

export const leaderboards = pgTable(
  'leaderboards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The recurring series this window belongs to (catalog/leaderboards.ts), e.g. `weekly-spent`. */
    series: text('series').notNull(),
    /** What a score counts (domain BOARD_TYPES). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    /** A key under `leaderboards.` of the web's texts, or a text shown as is. */
    description: text('description').notNull(),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The lowest score that takes a place (kopecks or a count). */
    minScore: bigint('min_score', { mode: 'number' }).notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the sweeper last counted the sources (a row-by-row board re-reads a short overlap before it). */
    sweptAt: timestamp('swept_at', { withTimezone: true }),
    /**
     * Every source row stamped before this time has been added to the scores, none after it
     * (modules/leaderboards/count.ts, counting by interval). Null: the board counts row by row with
     * `leaderboard_counted` (battle wins, and boards opened before this column).
     */
    countedTo: timestamp('counted_to', { withTimezone: true }),
    /** Set once, in the transaction that gives the prizes. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('leaderboards_series_start_idx').on(t.series, t.startsAt),
    index('leaderboards_open_idx')
      .on(t.endsAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/** The prize of each place: one catalog item. */
export const leaderboardPrizes = pgTable(
  'leaderboard_prizes',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => leaderboards.id),
    place: integer('place').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.place] })],
);

/**
 * A player's score on a board and when it was reached (the time of the activity that brought it to
 * this value): the ranking index orders by score, then that time, then the user id (the tie rule).
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => leaderboards.id),
    userId: userRef(),
    score: bigint('score', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.userId] }),
    index('leaderboard_scores_rank_idx').on(
      t.boardId,
      t.score.desc(),
      t.reachedAt.asc(),
      t.userId.asc(),
    ),
  ],
);

/**
 * Source rows already added to a board's scores (a ledger row, an upgrade, a battle seat): once each,
 * with what each added (the counting statement sums the rows it inserted, without joining them back
 * to their source).
 */
export const leaderboardCounted = pgTable(
  'leaderboard_counted',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => leaderboards.id),
    ref: bigint('ref', { mode: 'number' }).notNull(),
    userId: integer('user_id'),
    amount: bigint('amount', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.ref] })],
);

/** A settled prize place: who won it with what score and at which place of the board (a prize passes
 * down past players who do not qualify, issue 26), the inventory item the prize became, and when the
 * winner saw the reward popup (null: show it on the next visit). */
export const leaderboardWinners = pgTable(
  'leaderboard_winners',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => leaderboards.id),
    place: integer('place').notNull(),
    /** The winner's place on the board (null for boards settled before issue 26: the prize place). */
    position: integer('position'),
    userId: userRef(),
    score: bigint('score', { mode: 'number' }).notNull(),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryItems.id),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.place] }),
    index('leaderboard_winners_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Safer play (issue 12): a player's deposit limits and self-exclusion. Amounts in kopecks.
 * A lowered limit applies at once; a raised one waits 24 h in `pending_*` until `pending_at`.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `deposit_limits`: modules/limits
 * - `self_exclusions`: kernel/players (play-guard.ts)
 */
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const depositLimits = pgTable('deposit_limits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  daily: bigint('daily', { mode: 'number' }),
  weekly: bigint('weekly', { mode: 'number' }),
  monthly: bigint('monthly', { mode: 'number' }),
  /** The raised (or removed) limits waiting for `pendingAt`; null columns mean "no limit". */
  pendingDaily: bigint('pending_daily', { mode: 'number' }),
  pendingWeekly: bigint('pending_weekly', { mode: 'number' }),
  pendingMonthly: bigint('pending_monthly', { mode: 'number' }),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Self-exclusion: no deposits and no paid play until `until` (null: for good). Never shortened. */
export const selfExclusions = pgTable('self_exclusions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  until: timestamp('until', { withTimezone: true }),
});

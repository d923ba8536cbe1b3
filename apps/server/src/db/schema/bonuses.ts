/**
 * One-time bonuses: a row per (user, kind) makes a grant happen once (spec 000 §4 Install bonus).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `bonus_claims`: modules/missions (install-bonus.ts)
 */
import { pgTable, primaryKey, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const bonusClaims = pgTable(
  'bonus_claims',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

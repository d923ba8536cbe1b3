/**
 * One-time bonuses: a row per (user, kind) makes a grant happen once (spec 000 §4 Install bonus).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `bonus_claims`: modules/missions (install-bonus.ts)
 */
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef } from './users.ts';

export const bonusClaims = pgTable(
  'bonus_claims',
  {
    userId: userRef(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

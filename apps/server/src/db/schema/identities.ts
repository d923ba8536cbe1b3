/**
 * External sign-in identities: one row per (provider, subject), owned by one user (spec 000 §1).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `auth_identities`: modules/auth (external/users.ts)
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const authIdentities = pgTable(
  'auth_identities',
  {
    provider: text('provider').notNull(),
    /** The provider's stable user id (SteamID64, Google `sub`, VK user id). */
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

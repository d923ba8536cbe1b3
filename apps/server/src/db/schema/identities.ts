/**
 * External sign-in identities: one row per (provider, subject), owned by one user (spec 000 §1).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `auth_identities`: modules/auth (external/users.ts)
 * - `project_handoffs`: modules/auth (handoff/token.ts)
 */
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef } from './users.ts';

export const authIdentities = pgTable(
  'auth_identities',
  {
    provider: text('provider').notNull(),
    /** The provider's stable user id (SteamID64, Google `sub`, VK user id). */
    subject: text('subject').notNull(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    // A player's identity at one provider (the VK membership check, decision 024).
    index('auth_identities_user_idx').on(t.userId, t.provider),
  ],
);

/**
 * The project switcher's hand-off tokens already taken here (issue 34): a token's id is written by the
 * sign-in that takes it, so a replayed token finds its row and is refused. Rows outlive the token's expiry
 * a little and are then dropped.
 */
export const projectHandoffs = pgTable('project_handoffs', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Generated secrets and pending OAuth sign-ins (issue 8 "Secrets", "Sign-in").
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `app_secrets`: platform/secrets.ts
 * - `auth_states`: modules/auth (external/auth-states.ts)
 */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Secrets the operator did not configure, generated on first start and shared by every process through
 * the database (`AUTH_SECRET`, `PAYMENTS_SANDBOX_SECRET`). A configured value always wins.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * One row per started external sign-in: the OAuth `state` is its random id. Bound to the browser by
 * `browserHash` (SHA-256 of a cookie set at the start), used once (the callback deletes it), short-lived.
 */
export const authStates = pgTable('auth_states', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  /** Same-site path to return to after sign-in. */
  redirect: text('redirect').notNull(),
  /** The sign-up confirmations (18+, user agreement) were given at the start. */
  confirmed: boolean('confirmed').notNull(),
  browserHash: text('browser_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Users and their sessions (spec 000 §3 User, Auth). Money in kopecks.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `users`: kernel/players (users.ts); balances only through platform/ledger.ts
 * - `sessions`: platform (auth.ts, sessions.ts)
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    regType: text('reg_type').notNull().default('quick'),
    admin: boolean('admin').notNull().default(false),
    isBot: boolean('is_bot').notNull().default(false),
    isFake: boolean('is_fake').notNull().default(false),
    /** RUB balance in kopecks; changed only together with a ledger row. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    coinBalance: bigint('coin_balance', { mode: 'number' }).notNull().default(0),
    exp: bigint('exp', { mode: 'number' }).notNull().default(0),
    casesOpened: integer('cases_opened').notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    steamLink: text('steam_link'),
    steamLogin: text('steam_login'),
    /** Interface language chosen by the player (spec 000 §4 Locale change). */
    lang: text('lang').notNull().default('ru'),
    createdAt: createdAt(),
    /** Blocked by the console (issue 30): cannot sign in or play; nothing of theirs is taken. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
  },
  (t) => [
    check('users_balance_non_negative', sql`${t.balance} >= 0`),
    check('users_coins_non_negative', sql`${t.coinBalance} >= 0`),
    /** How many accounts use a Steam login (`STEAM_LOGIN_MAX_ACCOUNTS`, issue 45: spec 000 §8 `steamLogin`). */
    index('users_steam_login_idx').on(sql`lower(${t.steamLogin})`),
  ],
);

/** The player a row belongs to: an integer column (`user_id` unless named), not null, referencing `users`. */
export const userRef = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id);

/**
 * Bearer sessions. A session lives `ttl_seconds` after its last use (sliding; `expires_at`), and can be
 * revoked by its owner, by logout, or by a password change.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** The public id a player sees in the list of sessions (never the token or its hash). */
    id: uuid('id').notNull().unique().defaultRandom(),
    userId: userRef(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    ttlSeconds: integer('ttl_seconds').notNull().default(2_592_000),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** Browser and address at sign-in, so a player can tell sessions apart. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

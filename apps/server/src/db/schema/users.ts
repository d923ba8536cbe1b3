/** Users and their sessions (spec 000 §3 User, Auth). Money in kopecks. */
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
} from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_balance_non_negative', sql`${t.balance} >= 0`),
    check('users_coins_non_negative', sql`${t.coinBalance} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

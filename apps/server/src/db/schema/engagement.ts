/**
 * Missions, e-mail, web push and daily-case notifications (spec 001 §3 "Missions, push, daily", §4 Push
 * notifications; issue 13).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `user_missions`: modules/missions
 * - `user_emails`: kernel/players (email.ts)
 * - `push_subscriptions`: modules/push (the push mission reads it through kernel/players/push-delivery.ts)
 * - `daily_preferences, daily_notices`: modules/daily
 * - `user_subscriptions`: modules/users (subscriptions.ts)
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { cases } from './catalog.ts';
import { userRef, users } from './users.ts';

/**
 * A player's fast mission: progress 0–3 (3 = done), when it started (a social link opened) and when its
 * reward was paid — `claimed_at` moves from null once, in the transaction that pays.
 */
export const userMissions = pgTable(
  'user_missions',
  {
    userId: userRef(),
    type: text('type').notNull(),
    progress: smallint('progress').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * What a claimed reward was earned with, for the missions one identity may earn once across
     * accounts: the Steam trade link's partner id (`trade_link`) or the confirmed e-mail (`email`).
     */
    claimKey: text('claim_key'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    uniqueIndex('user_missions_claim_key_idx')
      .on(t.type, t.claimKey)
      .where(sql`${t.claimKey} is not null`),
  ],
);

/** The player's e-mail address for the subscription mission and daily-case mail; confirmed by a link. */
export const userEmails = pgTable('user_emails', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email').notNull(),
  /** SHA-256 of the confirmation token mailed to the address. */
  tokenHash: text('token_hash').notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** A browser's push subscription (Push API), or a OneSignal player, of a signed-in player. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: userRef(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /**
     * When the push service first accepted a notification for this subscription (issue 44: the push mission is done
     * only once something reached the device, not for any endpoint a client names).
     */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Daily-case notification preferences (spec 001 §7 get/update-preferences). */
export const dailyPreferences = pgTable(
  'daily_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    push: boolean('push').notNull().default(false),
    email: boolean('email').notNull().default(false),
  },
  (t) => [
    index('daily_preferences_on_idx')
      .on(t.userId)
      .where(sql`${t.push} or ${t.email}`),
  ],
);

/**
 * A player's consent to a personal subscription channel (issue 45; spec 000 §3 Subscriptions): `email` or `steam`,
 * since `subscribedAt`. A row is a subscription; unsubscribing deletes it.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    userId: userRef(),
    channel: text('channel').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    check('user_subscriptions_channel_ck', sql`${t.channel} in ('email', 'steam')`),
  ],
);

/** "Your daily case is ready" sent once per claim: the claim's time names the cool-down it ended. */
export const dailyNotices = pgTable(
  'daily_notices',
  {
    userId: userRef(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.caseId, t.claimedAt] })],
);

/**
 * A player's subscriptions (spec 000 §3 Subscriptions; issue 45; domain api/subscriptions.ts). The user's: consent
 * to the personal channels `email` (needs a confirmed address) and `steam` (needs a saved trade link), one row of
 * `user_subscriptions` each while subscribed, with when it was given. The global ones: the shop's public channels
 * (its Steam group, Telegram, VK) from the social-link settings.
 * Errors of `setSubscription`: 409 email_not_confirmed (e-mail without a confirmed address), 409 steamUrlEmpty
 * (Steam without a saved trade link). Unsubscribing needs nothing and never fails.
 */
import {
  USER_SUBSCRIPTION_CHANNELS,
  type SubscriptionUpdate,
  type SubscriptionsResponse,
  type UserSubscriptionChannel,
} from '@cases/domain/api/subscriptions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSubscriptions } from '../../db/schema/index.ts';
import type { EngagementConfig } from '../../engagement-config.ts';
import { AppError } from '../../platform/errors.ts';
import { confirmedEmail } from '../../kernel/players/email.ts';
import { getUser } from '../../kernel/players/users.ts';

type Requirement = 'confirmed_email' | 'steam_link';

/** What each personal channel still needs of the player (null: nothing). */
async function requirementsOf(
  db: Db,
  userId: number,
): Promise<Record<UserSubscriptionChannel, Requirement | null>> {
  const [email, user] = await Promise.all([confirmedEmail(db, userId), getUser(db, userId)]);
  return {
    email: email === null ? 'confirmed_email' : null,
    steam: user.steamLink ? null : 'steam_link',
  };
}

/** The player's subscriptions and the shop's public channels (`GET /v1/subscriptions`). */
export async function subscriptionsOf(
  db: Db,
  socials: EngagementConfig['socials'],
  userId: number,
): Promise<SubscriptionsResponse> {
  const [rows, needs] = await Promise.all([
    db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)),
    requirementsOf(db, userId),
  ]);
  const since = new Map(rows.map((r) => [r.channel, r.subscribedAt.toISOString()]));
  return {
    user: USER_SUBSCRIPTION_CHANNELS.map((channel) => ({
      channel,
      subscribed: since.has(channel),
      since: since.get(channel) ?? null,
      requires: needs[channel],
    })),
    global: [
      { channel: 'steam', url: socials.steamGroup },
      { channel: 'telegram', url: socials.telegram },
      { channel: 'vk', url: socials.vk },
    ],
  };
}

/**
 * Subscribes the player to `channel` (kept as first given when already subscribed) or unsubscribes them. Errors: see
 * the module.
 */
export async function setSubscription(
  db: Db,
  userId: number,
  { channel, subscribed }: SubscriptionUpdate,
): Promise<void> {
  if (!subscribed) {
    await db
      .delete(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.channel, channel)));
    return;
  }
  const needs = (await requirementsOf(db, userId))[channel];
  if (needs === 'confirmed_email')
    throw new AppError(409, 'email_not_confirmed', 'Confirm an e-mail address first');
  if (needs === 'steam_link')
    throw new AppError(409, 'steamUrlEmpty', 'Save your Steam trade link first');
  await db.insert(userSubscriptions).values({ userId, channel }).onConflictDoNothing();
}

/**
 * Subscriptions (spec 000 §1 "Subscription channels: email, steam, telegram, vk. Subscriptions are shown", §3
 * Subscriptions "user subscriptions and global subscriptions (list)"; issue 45): `GET /v1/subscriptions`,
 * `POST /v1/subscriptions { channel, subscribed }`.
 * - The user's subscriptions: the channels the shop writes to a player personally, with the player's consent and
 *   when it was given — `email` (news and offers to the confirmed address) and `steam` (to the Steam account of the
 *   saved trade link). Each answers whether the player can subscribe now and what it needs first.
 * - The global subscriptions: the shop's public channels anyone can follow — its Steam group, Telegram and VK — with
 *   their links.
 */
import { z } from 'zod';

/** Every subscription channel of the spec. */
export const SUBSCRIPTION_CHANNELS = ['email', 'steam', 'telegram', 'vk'] as const;
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];

/** The channels a player subscribes to personally. */
export const USER_SUBSCRIPTION_CHANNELS = ['email', 'steam'] as const;
export type UserSubscriptionChannel = (typeof USER_SUBSCRIPTION_CHANNELS)[number];

/** The shop's public channels, listed with their links. */
export const GLOBAL_SUBSCRIPTION_CHANNELS = ['steam', 'telegram', 'vk'] as const;

/** What a personal channel needs first: a confirmed e-mail address, a saved Steam trade link. */
export const subscriptionRequirement = z.enum(['confirmed_email', 'steam_link']);

export const userSubscription = z.object({
  channel: z.enum(USER_SUBSCRIPTION_CHANNELS),
  subscribed: z.boolean(),
  /** When the player subscribed (ISO 8601), null while not subscribed. */
  since: z.string().nullable(),
  /** What the channel needs before the player can subscribe; null when nothing. */
  requires: subscriptionRequirement.nullable(),
});
export type UserSubscription = z.infer<typeof userSubscription>;

export const globalSubscription = z.object({
  channel: z.enum(GLOBAL_SUBSCRIPTION_CHANNELS),
  url: z.string(),
});

export const subscriptionsResponse = z.object({
  user: z.array(userSubscription),
  global: z.array(globalSubscription),
});
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponse>;

export const subscriptionUpdateBody = z
  .object({ channel: z.enum(USER_SUBSCRIPTION_CHANNELS), subscribed: z.boolean() })
  .strict();
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateBody>;

/**
 * Fast missions of the bonus page (spec 001 §3 Missions, push, daily; §4 Push notifications; §9): the
 * types, what each asks of the player and the progress scale (3 = done). Rewards are paid once each.
 */

/** Social networks with a subscription mission (spec 000 §1 subscription channels and social links). */
export const SOCIAL_TYPES = ['vk', 'telegram', 'youtube'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export const MISSION_TYPES = ['push', 'pushPWA', ...SOCIAL_TYPES, 'trade_link', 'email'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

/** Progress steps: not started, started (a link opened, a mail sent), being checked, done. */
export const PROGRESS_DONE = 3;
export type MissionProgress = 0 | 1 | 2 | 3;

/** A reward: roubles, coins, or one drop of a case (by slug). */
export type MissionPrize =
  | { kind: 'money'; amount: number }
  | { kind: 'coins'; amount: number }
  | { kind: 'case'; slug: string };

export const isSocial = (t: MissionType): t is SocialType =>
  (SOCIAL_TYPES as readonly string[]).includes(t);

/** Install bonus coins (spec 000 §9, 001 §9 "push reward amount for the app-install mission is 200 coins"). */
export const PWA_BONUS_COINS = 200;

/**
 * Daily and free cases, triggers, popups and notification preferences (spec 000 §7 "Cases and main
 * page", 001 §3 "Missions, push, daily", §7). Cards are the catalog's case cards (api/cases.ts).
 */
import { z } from 'zod';
import { caseCard } from './cases.ts';
import { itemView, roubles } from './common.ts';
import { rewardDrop } from './leaderboards.ts';
import { offerTrigger } from './offers.ts';

/** What opens a daily case: the player's level, a deposit within N days, or a deposit today. */
export const dailyCondition = z.enum(['level', 'deposit', 'deposit_today']);

export const dailyCase = caseCard.extend({
  condition: dailyCondition,
  /** When it can be opened next (ISO), null when it can be opened now (or is locked). */
  ready_at: z.string().nullable(),
  /** For `deposit_today`: the deposit (roubles) that unlocks it today. */
  min_deposit: roubles.nullable(),
});
export type DailyCase = z.infer<typeof dailyCase>;
export const dailyCasesResponse = z.object({ cases: z.array(dailyCase) });
export const freeCasesResponse = z.object({ cases: z.array(caseCard) });

/** `GET /v1/cases/daily/info`: the page's summary for the viewer. */
export const dailyInfoResponse = z.object({
  level: z.number().int(),
  percent_to_next_level: z.number(),
  exp_to_next_level: z.number().int(),
  /** Daily cases the viewer can open right now. */
  ready_count: z.number().int(),
  /** When the next claimed case opens again (ISO), or null. */
  nearest_case_time: z.string().nullable(),
  /** Free cases need a deposit within this many days (0 = none); whether the viewer has one. */
  deposit_days: z.number().int(),
  has_deposit: z.boolean(),
  deposited_today: z.boolean(),
});

export const arcaneCountResponse = z.object({ count: z.number().int() });

/** `GET /v1/popup/info`: what to show the player on arrival. */
export const popupInfoResponse = z.object({
  leaderboard_reward: rewardDrop.nullable(),
  daily_case: z
    .object({ id: z.string(), img: z.string(), name: z.string(), ready: z.boolean() })
    .nullable(),
});

/** `GET /v1/triggers`: offers that apply to the player now (spec 001 §2 personal offers). */
export const trigger = z.object({
  id: z.string(),
  type: z.literal('dailycasepay'),
  case_id: z.string(),
  case_name: z.string(),
  image: z.string(),
  /** The player deposited at least `min_deposit` today (Moscow day). */
  unlocked: z.boolean(),
  min_deposit: roubles,
  ready_at: z.string().nullable(),
});
/** Daily-case triggers, then the caller's personal offers (issue 29: type `offer`, api/offers.ts). */
export const triggersResponse = z.object({
  triggers: z.array(z.discriminatedUnion('type', [trigger, offerTrigger])),
});
export const dailyCasePayBody = z.object({ case_id: z.string().min(1).max(100) }).strict();
export const dailyCasePayResponse = z.object({
  drop: z.object({ inventory_item_id: z.string(), item: itemView }),
  current_exp: z.number().int(),
});

/** Daily-case notification preferences (spec 001 §3 "Daily cases subscriptions"). */
export const dailyPreferences = z.object({ push: z.boolean(), email: z.boolean() });
export const dailyPreferencesResponse = z.object({ subscriptions: dailyPreferences });
export const dailyPreferencesBody = z
  .object({ subscriptions: dailyPreferences.partial().strict() })
  .strict();

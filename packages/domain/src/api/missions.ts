/**
 * Missions, socials and e-mail wire schemas (spec 001 §3 Missions, §7 "Missions, push, daily cases").
 * Progress and claim calls answer `{ data: { msg, status } }` (spec 001 §7).
 */
import { z } from 'zod';
import { MISSION_TYPES, SOCIAL_TYPES } from '../missions.ts';
import { roubles } from './common.ts';

export const missionType = z.enum(MISSION_TYPES);
export const socialType = z.enum(SOCIAL_TYPES);

export const missionPrize = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('money'), amount: roubles }),
  z.object({ kind: z.literal('coins'), amount: z.number().int() }),
  z.object({
    kind: z.literal('case'),
    amount: z.number().int(),
    case: z.object({ slug: z.string(), name: z.string(), image: z.string() }),
  }),
]);

/**
 * One fast mission of the player: progress 0–3 (3 = done), `claimed` once its reward was paid. `prize` is null
 * for a social mission whose membership the network cannot confirm for this player: it pays nothing
 * (decision 024).
 */
export const mission = z.object({
  type: missionType,
  name: z.string(),
  description: z.string(),
  prize: missionPrize.nullable(),
  progress: z.number().int().min(0).max(3),
  claimed: z.boolean(),
  /** Where the mission sends the player (a social page), or null. */
  url: z.string().nullable(),
});
export type Mission = z.infer<typeof mission>;
export const missionsResponse = z.object({ missions: z.array(mission) });

export const missionUserParam = z.object({ userId: z.string().min(1).max(64) });
export const missionTypeParam = z.object({ userId: z.string().min(1).max(64), type: missionType });

/** `{ data: { msg, status } }`: `status` says where the mission stands after the call. */
export const missionStatus = z.enum(['not_started', 'pending', 'done', 'claimed']);
export const missionResult = z.object({
  data: z.object({
    msg: z.string(),
    status: missionStatus,
    progress: z.number().int().min(0).max(3),
  }),
});
export type MissionResult = z.infer<typeof missionResult>;

/** `POST /v1/users/send-email { email }`: a confirmation mail goes there. */
export const sendEmailBody = z.object({ email: z.string().trim().min(3).max(254) }).strict();
export const emailConfirmQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** `POST /v1/users/socials/check { type }`. */
export const socialsCheckBody = z.object({ type: socialType }).strict();

/** `GET /v1/users/socials?user_id`: the shop's channels and, for the player, which are done. */
export const socialsQuery = z.object({ user_id: z.string().max(64).optional() });
export const socialsResponse = z.object({
  socials: z.array(
    z.object({ type: socialType, url: z.string(), subscribed: z.boolean().nullable() }),
  ),
  email: z.object({ address: z.string().nullable(), confirmed: z.boolean() }).nullable(),
});

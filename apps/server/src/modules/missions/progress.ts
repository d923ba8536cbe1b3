/**
 * Where each of a player's missions stands (spec 001 §3: progress 0–3, 3 = done). Most follow from
 * what the player already did: a push subscription a notification reached (issue 44), the install bonus (pushPWA — its 200 coins
 * are paid by `GET /v1/bonus/pwa` itself), a saved trade link, a confirmed e-mail; social missions
 * from `POST /v1/users/socials/check`: done when the network confirmed the membership where it can be asked,
 * else SOCIAL_CHECK_DELAY_S after the visit (decision 024; such a mission pays nothing).
 */
import type { MissionProgress, MissionType, SocialType } from '@cases/domain/missions';
import { isSocial } from '@cases/domain/missions';
import { parseTradeUrl } from '@cases/domain/steam-id';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushDeliveryState } from '../../kernel/players/push-delivery.ts';
import { bonusClaims, userEmails, userMissions, users } from '../../db/schema/index.ts';
import type { SocialRules } from './social-membership.ts';

export interface MissionState {
  progress: MissionProgress;
  claimed: boolean;
  /** False for a social mission nobody can confirm for this player: it pays nothing (decision 024). */
  pays: boolean;
}

/** Every mission's state for the player at `now` (ms). */
export async function missionStates(
  db: DbOrTx,
  userId: number,
  social: SocialRules,
  now = Date.now(),
): Promise<Map<MissionType, MissionState>> {
  const [rows, [u], push, pwa, [email], verifiable] = await Promise.all([
    db.select().from(userMissions).where(eq(userMissions.userId, userId)),
    db.select({ link: users.steamLink }).from(users).where(eq(users.id, userId)),
    pushDeliveryState(db, userId),
    db
      .select({ k: bonusClaims.kind })
      .from(bonusClaims)
      .where(and(eq(bonusClaims.userId, userId), eq(bonusClaims.kind, 'pwa'))),
    db.select().from(userEmails).where(eq(userEmails.userId, userId)),
    social.verifiable(db, userId),
  ]);
  const row = new Map(rows.map((r) => [r.type, r]));
  const claimed = (t: MissionType) => row.get(t)?.claimedAt != null;
  const out = new Map<MissionType, MissionState>();
  const set = (t: MissionType, progress: MissionProgress, c = claimed(t), pays = true) =>
    out.set(t, { progress: c ? 3 : progress, claimed: c, pays });
  // Done once a notification reached one of the player's devices (issue 44); subscribed only: started.
  set('push', push === 'delivered' ? 3 : push === 'subscribed' ? 1 : 0);
  set('pushPWA', pwa.length > 0 ? 3 : 0, pwa.length > 0);
  set('trade_link', u?.link && parseTradeUrl(u.link) ? 3 : 0);
  set('email', email?.confirmedAt ? 3 : email ? 1 : 0);
  for (const t of ['vk', 'telegram', 'youtube'] as const satisfies readonly SocialType[]) {
    const r = row.get(t);
    const started = r?.startedAt?.getTime();
    const asked = verifiable.has(t);
    const done =
      (r?.progress ?? 0) >= 3 ||
      (!asked && started !== undefined && now - started >= social.delayMs);
    set(t, done ? 3 : started !== undefined ? 1 : 0, claimed(t), asked);
  }
  return out;
}

export { isSocial };

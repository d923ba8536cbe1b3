/**
 * Social missions (spec 001 §7 `POST /v1/users/socials/check { type }`, `GET /v1/users/socials`; decision 024).
 * Where the network can be asked (social-membership.ts), the check asks it: a member's mission is done at once
 * (3), anyone else's is started (1). Elsewhere the first check records that the player opened the page (1) and a
 * check at least SOCIAL_CHECK_DELAY_S later marks it followed (3); such a mission pays nothing.
 */
import type { SocialType } from '@cases/domain/missions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userMissions } from '../../db/schema/index.ts';
import type { SocialRules } from './social-membership.ts';

/** Records the visit or the network's answer; returns the progress. */
export async function checkSocial(
  db: Db,
  userId: number,
  type: SocialType,
  rules: SocialRules,
): Promise<1 | 3> {
  const asked = (await rules.verifiable(db, userId)).has(type);
  const member = asked && (await rules.isMember(db, userId, type));
  const progress = member
    ? sql`3`
    : asked
      ? sql`greatest(${userMissions.progress}, 1)`
      : sql`case when ${userMissions.startedAt} <= now() - ${rules.delayMs} * interval '1 millisecond' then 3 else greatest(${userMissions.progress}, 1) end`;
  const [row] = await db
    .insert(userMissions)
    .values({ userId, type, progress: member ? 3 : 1, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [userMissions.userId, userMissions.type],
      set: { progress, startedAt: sql`coalesce(${userMissions.startedAt}, now())` },
    })
    .returning({ progress: userMissions.progress });
  return (row?.progress ?? 1) >= 3 ? 3 : 1;
}

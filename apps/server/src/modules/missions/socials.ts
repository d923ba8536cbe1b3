/**
 * Social missions (spec 001 §7 `POST /v1/users/socials/check { type }`, `GET /v1/users/socials`): the
 * first check records that the player opened the shop's page (progress 1); a check at least
 * SOCIAL_CHECK_DELAY_S later marks it done (3). VK and Telegram membership cannot be asked from this
 * deployment, so the check trusts the visit (docs/spec-deviations.md); the reward stays small.
 */
import type { SocialType } from '@cases/domain/missions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userMissions } from '../../db/schema/index.ts';

/** Records the visit (first call) or completes the mission (after the delay); returns the progress. */
export async function checkSocial(
  db: Db,
  userId: number,
  type: SocialType,
  delayMs: number,
): Promise<1 | 3> {
  const [row] = await db
    .insert(userMissions)
    .values({ userId, type, progress: 1, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [userMissions.userId, userMissions.type],
      set: {
        progress: sql`case when ${userMissions.startedAt} <= now() - ${delayMs} * interval '1 millisecond' then 3 else greatest(${userMissions.progress}, 1) end`,
        startedAt: sql`coalesce(${userMissions.startedAt}, now())`,
      },
    })
    .returning({ progress: userMissions.progress });
  return (row?.progress ?? 1) >= 3 ? 3 : 1;
}

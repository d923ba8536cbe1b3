/**
 * A player's web-push subscriptions (spec 001 §4 Push notifications; issue 13; table `push_subscriptions`, owned by
 * this module): storing one, dropping one, and whether the player is opted in and took the push mission's reward.
 * A browser's endpoint belongs to whoever subscribed with it last (a shared device); it counts as delivered to a new
 * owner only once something reached it for them (issue 44: the push mission counts a delivery).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions, userMissions } from '../../db/schema/index.ts';

/** Stores `endpoint` with its keys for `userId`; whether it was ever delivered to for this player. */
export async function storeSubscription(
  db: DbOrTx,
  userId: number,
  endpoint: string,
  keys: { p256dh: string; auth: string },
): Promise<{ delivered: boolean }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint, userId, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: keys.p256dh,
        auth: keys.auth,
        deliveredAt: sql`case when ${pushSubscriptions.userId} = excluded.user_id then ${pushSubscriptions.deliveredAt} end`,
      },
    })
    .returning({ deliveredAt: pushSubscriptions.deliveredAt });
  return { delivered: row?.deliveredAt != null };
}

/** Drops `endpoint` if it is `userId`'s. */
export async function dropSubscription(
  db: DbOrTx,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/** Whether `userId` has a stored subscription, and whether they took the push mission's reward. */
export async function pushStatusOf(db: DbOrTx, userId: number) {
  const [sub, mission] = await Promise.all([
    db
      .select({ e: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .limit(1),
    db
      .select({ claimedAt: userMissions.claimedAt })
      .from(userMissions)
      .where(and(eq(userMissions.userId, userId), eq(userMissions.type, 'push'))),
  ]);
  return { opted_in: sub.length > 0, reward_claimed: mission[0]?.claimedAt != null };
}

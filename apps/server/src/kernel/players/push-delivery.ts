/**
 * What the push mission reads of a player's web-push subscriptions (issue 44 "a push subscription counts only once
 * delivered to"; decision 022): the kernel's read model of `push_subscriptions`, whose only writer is modules/push
 * (docs/architecture.md "Table owners"), so modules/missions reads no other module's table.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/**
 * The player's push state: `none` (no subscription), `subscribed` (none delivered to yet) or `delivered` (a
 * notification reached one of their devices).
 */
export async function pushDeliveryState(
  db: DbOrTx,
  userId: number,
): Promise<'none' | 'subscribed' | 'delivered'> {
  const [sub] = await db
    .select({ delivered: pushSubscriptions.deliveredAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${pushSubscriptions.deliveredAt} nulls last`)
    .limit(1);
  if (!sub) return 'none';
  return sub.delivered ? 'delivered' : 'subscribed';
}

/** The endpoint of the player's subscription first delivered to (the push mission's one-per-browser key), or null. */
export async function firstDeliveredEndpoint(db: DbOrTx, userId: number): Promise<string | null> {
  const [sub] = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), isNotNull(pushSubscriptions.deliveredAt)))
    .orderBy(asc(pushSubscriptions.deliveredAt))
    .limit(1);
  return sub?.endpoint ?? null;
}

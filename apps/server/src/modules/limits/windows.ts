/**
 * What counts against a player's deposit limits (issue 12 "Safer play"), in kopecks over the rolling
 * 1, 7 and 30 day windows: deposits credited within the window (by when they were credited) and every
 * order still pending, however long ago it started — a player could otherwise start several orders,
 * each under the limit, and pay them all, or pay an order older than a day beside a new one. An order
 * that fails or expires stops counting.
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';

export type LimitKey = 'daily' | 'weekly' | 'monthly';
export type Windows = Record<LimitKey, number>;

const DAYS: Record<LimitKey, number> = { daily: 1, weekly: 7, monthly: 30 };

/** Credited deposits and pending orders (kopecks) of the user in each window. */
export async function depositWindows(
  db: DbOrTx,
  userId: number,
): Promise<{ credited: Windows; pending: Windows }> {
  const o = paymentOrders;
  const credited = (days: number) =>
    sql<string>`coalesce(sum(${o.amount}) filter (where ${o.status} = 'success' and ${o.completedAt} > now() - ${days} * interval '1 day'), 0)::text`;
  // A pending order counts in every window until it ends: it can still be paid today.
  const pendingSum = sql<string>`coalesce(sum(${o.amount}) filter (where ${o.status} = 'pending'), 0)::text`;
  const [row] = await db
    .select({
      creditedDaily: credited(DAYS.daily),
      creditedWeekly: credited(DAYS.weekly),
      creditedMonthly: credited(DAYS.monthly),
      pending: pendingSum,
    })
    .from(o)
    .where(
      and(
        eq(o.userId, userId),
        inArray(o.status, ['success', 'pending']),
        // Credited within 30 days, or still pending (whenever it started).
        or(
          eq(o.status, 'pending'),
          gt(sql`coalesce(${o.completedAt}, ${o.createdAt})`, sql`now() - interval '30 days'`),
        ),
      ),
    );
  const pending = Number(row?.pending ?? 0);
  return {
    credited: {
      daily: Number(row?.creditedDaily ?? 0),
      weekly: Number(row?.creditedWeekly ?? 0),
      monthly: Number(row?.creditedMonthly ?? 0),
    },
    pending: { daily: pending, weekly: pending, monthly: pending },
  };
}

/**
 * The provider notices kept for the console (issue 30 "payment orders with their notifications"): every verified
 * callback, every answer of the reconciliation job and of the console's "reconcile now", with what applying it
 * did (settle.ts `SettleResult`, or `pending` for an answer that decides nothing). Amounts in the notice's minor
 * units.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentNotices } from '../../db/schema/index.ts';
import type { ProviderNotice } from './providers/types.ts';

export type NoticeSource = 'callback' | 'reconcile' | 'console';

/** Keeps `notice` with its `source` and `result`. */
export async function recordNotice(
  db: DbOrTx,
  notice: ProviderNotice,
  source: NoticeSource,
  result: string,
): Promise<void> {
  await db.insert(paymentNotices).values({
    orderId: notice.orderId,
    provider: notice.provider,
    source,
    status: notice.status,
    amount: notice.amount,
    currency: notice.currency,
    providerPaymentId: notice.providerPaymentId,
    result,
  });
}

/** Every notice about order `orderId`, oldest first. */
export function noticesOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(paymentNotices)
    .where(eq(paymentNotices.orderId, orderId))
    .orderBy(asc(paymentNotices.id));
}

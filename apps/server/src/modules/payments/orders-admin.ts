/**
 * Payment orders as the console reads and reconciles them (issue 30; orders-admin-routes.ts declares the calls): a
 * page of orders (newest first, 50 a page) with the player's nickname, one order, and "reconcile now" — the
 * provider asked outside the transaction, its final answer applied by settle.ts inside it with the notice and one
 * audit entry (`order.reconcile`). Errors: 404 order_not_found.
 */
import type { ConsoleOrderRow } from '@cases/domain/api/admin-payments';
import type { StaffRole } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { paymentOrders, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isoOrNull, pageWindow } from '../../kernel/staff/player-list.ts';
import { staffAudit } from '../../kernel/staff/audit.ts';
import { recordNotice } from './notices.ts';
import type { PaymentsPorts } from './ports.ts';
import type { Providers } from './providers/index.ts';
import { askProvider } from './reconcile.ts';
import { findOrder } from './service.ts';
import { settleNotice } from './settle.ts';

const o = paymentOrders;
const columns = {
  id: o.id,
  userId: o.userId,
  nickname: users.nickname,
  status: o.status,
  amount: o.amount,
  currency: o.currency,
  originalAmount: o.originalAmount,
  provider: o.provider,
  directionId: o.directionId,
  providerPaymentId: o.providerPaymentId,
  checks: o.checks,
  promoCode: o.promoCode,
  createdAt: o.createdAt,
  completedAt: o.completedAt,
};

const rowsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(o).innerJoin(users, eq(users.id, o.userId)).where(where);
type Row = Awaited<ReturnType<typeof rowsWhere>>[number];

/** An order as the console shows it. */
export const wire = (r: Row): ConsoleOrderRow => ({
  id: r.id,
  user_id: String(r.userId),
  nickname: r.nickname,
  status: r.status as ConsoleOrderRow['status'],
  amount: toRoubles(r.amount),
  currency: r.currency,
  original_amount: r.originalAmount === null ? null : r.originalAmount / 100,
  provider: r.provider,
  direction_id: r.directionId,
  provider_payment_id: r.providerPaymentId,
  checks: r.checks,
  created_at: r.createdAt.toISOString(),
  completed_at: isoOrNull(r.completedAt),
});

/** A page of the orders matching `filter` (`status`, `userId`), newest first. */
export async function ordersPage(
  db: DbOrTx,
  filter: { status?: string | undefined; userId?: number | undefined },
  pageNo: number,
) {
  const where = and(
    filter.status ? eq(o.status, filter.status) : undefined,
    filter.userId !== undefined ? eq(o.userId, filter.userId) : undefined,
  );
  const { limit, offset } = pageWindow(pageNo);
  const [rows, [total]] = await Promise.all([
    rowsWhere(db, where).orderBy(desc(o.createdAt), desc(o.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(o).where(where),
  ]);
  return { rows: rows.map(wire), page: pageNo, total: total?.n ?? 0 };
}

/** One order with its player's nickname; 404 order_not_found. */
export async function orderOf(db: DbOrTx, id: string): Promise<Row> {
  const [row] = await rowsWhere(db, eq(o.id, id));
  if (!row) throw new AppError(404, 'order_not_found', 'Order not found');
  return row;
}

/**
 * "Reconcile now" of order `orderId` by `staff` from `ip`: what was asked, the provider's answer, the outcome and the
 * audit entry's id.
 */
export async function reconcileOrder(
  db: Db,
  providers: Providers,
  ports: Pick<PaymentsPorts, 'applyDepositPromo'>,
  staff: { userId: number; role: StaffRole },
  ip: string,
  orderId: string,
) {
  const before = await orderOf(db, orderId);
  // The provider is asked outside the transaction (a network call); its answer is applied inside.
  const notice =
    before.status === 'pending'
      ? await askProvider(db, providers, (await findOrder(db, before.id))!)
      : undefined;
  const ours = notice && notice.orderId === before.id ? notice : null;
  const { result, auditId } = await db.transaction(async (tx) => {
    const outcome =
      notice === undefined
        ? before.status === 'pending'
          ? 'no_provider'
          : 'not_pending'
        : !ours
          ? 'no_answer'
          : ours.status === 'pending'
            ? 'pending'
            : await settleNotice(tx, ours, ports);
    if (ours) await recordNotice(tx, ours, 'console', outcome);
    const after = await orderOf(tx, before.id);
    const id = await staffAudit(tx, staff, ip, {
      action: 'order.reconcile',
      target: `order:${before.id}`,
      before: { status: before.status },
      after: { status: after.status, answer: ours?.status ?? null, result: outcome },
    });
    return { result: outcome, auditId: id };
  });
  return { notice, ours, result, auditId, before };
}

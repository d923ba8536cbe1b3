/**
 * Payment orders in the console (issue 30 "payment orders with their notifications, reconcile now"; right
 * `withdrawals`; docs/console.md "Payment orders"): `GET /v1/admin/orders?status&user_id&page` (newest first,
 * 50 a page), `GET /v1/admin/orders/{id}` (the order and its provider notices, notices.ts),
 * `POST /v1/admin/orders/{id}/reconcile` — asks the provider now, as the reconciliation job does (reconcile.ts);
 * a final answer is applied by settle.ts inside the call's transaction with its one audit entry, so the credit
 * stays exactly once against a racing callback or job (the order moves only from pending, in one conditional
 * UPDATE). `result`: settled, unchanged, mismatch, wrong_provider (settle.ts), pending (the provider says still
 * pending), no_answer (it does not know the payment), not_pending, no_provider (nothing asked). A player's orders: `GET /v1/admin/players/{id}/orders?page` (`players.read`). 404 order_not_found.
 */
import {
  orderIdParam,
  orderResponse,
  ordersQuery,
  ordersResponse,
  reconcileResponse,
  type ConsoleOrderRow,
} from '@cases/domain/api/admin-payments';
import { listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import { toRoubles } from '@cases/domain/money';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentOrders, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer, isoOrNull, pageWindow } from '../../kernel/staff/player-list.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';
import { noticesOf, recordNotice } from './notices.ts';
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

const wire = (r: Row): ConsoleOrderRow => ({
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

async function page(db: DbOrTx, where: SQL | undefined, pageNo: number) {
  const { limit, offset } = pageWindow(pageNo);
  const [rows, [total]] = await Promise.all([
    rowsWhere(db, where).orderBy(desc(o.createdAt), desc(o.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(o).where(where),
  ]);
  return { rows: rows.map(wire), page: pageNo, total: total?.n ?? 0 };
}

async function orderOf(db: DbOrTx, id: string): Promise<Row> {
  const [row] = await rowsWhere(db, eq(o.id, id));
  if (!row) throw new AppError(404, 'order_not_found', 'Order not found');
  return row;
}

export function paymentOrdersAdminRoutes(
  app: App,
  { db }: AppDeps,
  providers: Providers,
  ports: Pick<PaymentsPorts, 'applyDepositPromo'>,
): void {
  app.get(
    '/v1/admin/orders',
    {
      config: { auth: 'required' },
      schema: { querystring: ordersQuery, response: { 200: ordersResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'withdrawals');
      const { status, user_id: userId } = req.query;
      const where = and(
        status ? eq(o.status, status) : undefined,
        userId ? eq(o.userId, userId) : undefined,
      );
      return page(db, where, req.query.page);
    },
  );

  app.get(
    '/v1/admin/players/:id/orders',
    {
      config: { auth: 'required' },
      schema: {
        params: playerIdParam,
        querystring: listPageQuery,
        response: { 200: ordersResponse },
      },
    },
    async (req) => {
      const { userId } = await consoleListPlayer(db, req, 'players.read');
      return page(db, eq(o.userId, userId), req.query.page);
    },
  );

  app.get(
    '/v1/admin/orders/:id',
    {
      config: { auth: 'required' },
      schema: { params: orderIdParam, response: { 200: orderResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'withdrawals');
      const row = await orderOf(db, req.params.id);
      const notices = await noticesOf(db, row.id);
      return {
        order: wire(row),
        promo_code: row.promoCode,
        notices: notices.map((n) => ({
          id: String(n.id),
          source: n.source as 'callback' | 'reconcile' | 'console',
          status: n.status,
          amount: n.amount / 100,
          currency: n.currency,
          provider_payment_id: n.providerPaymentId,
          result: n.result,
          at: n.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/v1/admin/orders/:id/reconcile',
    {
      config: { auth: 'required' },
      schema: { params: orderIdParam, response: { 200: reconcileResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'withdrawals');
      const before = await orderOf(db, req.params.id);
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
        const id = await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'order.reconcile',
          target: `order:${before.id}`,
          before: { status: before.status },
          after: { status: after.status, answer: ours?.status ?? null, result: outcome },
        });
        return { result: outcome, auditId: id };
      });
      return {
        asked: notice !== undefined,
        answer: ours?.status ?? null,
        result,
        order: wire(await orderOf(db, before.id)),
        audit_id: String(auditId),
      };
    },
  );
}

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
} from '@cases/domain/api/admin-payments';
import { listPageQuery } from '@cases/domain/api/admin-player-lists';
import { playerIdParam } from '@cases/domain/api/admin';
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleListPlayer } from '../../kernel/staff/player-list.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { noticesOf } from './notices.ts';
import type { PaymentsPorts } from './ports.ts';
import type { Providers } from './providers/index.ts';
import { orderOf, ordersPage, reconcileOrder, wire } from './orders-admin.ts';

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
      return ordersPage(db, { status, userId: userId || undefined }, req.query.page);
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
      return ordersPage(db, { userId }, req.query.page);
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
      const { notice, ours, result, auditId, before } = await reconcileOrder(
        db,
        providers,
        ports,
        staff,
        req.ip,
        req.params.id,
      );
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

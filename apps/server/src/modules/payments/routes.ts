/** Payment routes, spec 001 §7 Payments, plus the provider callback. */
import {
  directionsResponse,
  startBody,
  startResponse,
  statusQuery,
  statusResponse,
  TOPUP_MAX,
  TOPUP_MIN,
} from '@cases/domain/api/payments';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { requirePlayAllowed } from '../limits/guard.ts';
import { createOrder, ownOrder, settleOrder } from './service.ts';
import { verifyCallback } from './signature.ts';

const SANDBOX_DIRECTION = 'sandbox';

const callbackBody = z.object({
  order_id: z.string().min(1).max(64),
  status: z.enum(['success', 'fail']),
  amount: z.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export function paymentsRoutes(app: App, { db, config }: AppDeps): void {
  const directions = config.payments.sandbox
    ? [
        {
          payment_direction_id: SANDBOX_DIRECTION,
          name: 'Sandbox',
          minimal_amount: TOPUP_MIN,
          maximal_amount: TOPUP_MAX,
          bonus_percent: 0,
        },
      ]
    : [];

  app.get('/v1/payments/directions', { schema: { response: { 200: directionsResponse } } }, () => ({
    directions,
  }));

  app.post(
    '/v1/payments/transaction/start',
    { schema: { body: startBody, response: { 200: startResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      await requirePlayAllowed(db, userId);
      if (!directions.some((d) => d.payment_direction_id === req.body.payment_direction_id)) {
        throw new AppError(400, 'dataNotFound', 'Unknown payment direction');
      }
      const orderId = await createOrder(
        db,
        userId,
        req.body.payment_direction_id,
        toKopecks(req.body.amount),
      );
      // PUBLIC_URL, never the request's Host or X-Forwarded-Host (issue 8).
      return { order_id: orderId, redirect_url: `${config.publicUrl}/sandbox/pay/${orderId}` };
    },
  );

  app.get(
    '/v1/payments/transaction/status',
    { schema: { querystring: statusQuery, response: { 200: statusResponse } } },
    async (req) => {
      const order = await ownOrder(db, await requireUser(db, req), req.query.orderId);
      return {
        status: order.status as 'pending' | 'success' | 'fail',
        value: toRoubles(order.amount),
        bonus: null,
      };
    },
  );

  if (config.payments.sandbox) {
    app.post('/v1/payments/callback/sandbox', { schema: { body: callbackBody } }, async (req) => {
      const b = req.body;
      if (
        !verifyCallback(config.payments.sandboxSecret, b.order_id, b.status, b.amount, b.signature)
      ) {
        throw new AppError(400, 'dataNotFound', 'Bad signature');
      }
      const settled = await settleOrder(db, b.order_id, b.status, b.amount);
      return { success: true, settled };
    });
  }
}

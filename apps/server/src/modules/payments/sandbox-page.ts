/**
 * The sandbox provider's hosted page (a stand-in for a bank's page): Pay or Decline, after which the
 * provider sends its signed callback to the shop and returns the browser to /refill/result.
 * It belongs to the provider, not the shop, so its few words live here in Russian and English.
 * It acts on the sandbox's own orders only (issue 26): another provider's order → 409
 * `payment_provider_mismatch`, nothing sent or written.
 */
import { formatAmount } from '@cases/domain/format';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { inlineStylePolicy } from '../../platform/security-headers.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { findOrder, type OrderRow, type Outcome } from './service.ts';
import { signCallback } from './signature.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;background:#eef1f5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 8px 30px #0002;width:min(360px,90vw);text-align:center}
h1{font-size:18px;margin:0 0 4px}.sum{font-size:32px;font-weight:700;margin:16px 0}small{color:#667}
form{display:inline-block;margin:8px}button{font-size:16px;padding:10px 22px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.decline{background:#d0d7de}`;
const POLICY = inlineStylePolicy(STYLE);

function page(orderId: string, amount: number, currency: string, status: string): string {
  const sum = `${formatAmount(amount / 100)} ${escape(currency)}`;
  const actions =
    status === 'pending'
      ? `<form method="post" action="/sandbox/pay/${orderId}/pay"><button class="pay">Оплатить</button></form>
         <form method="post" action="/sandbox/pay/${orderId}/decline"><button class="decline">Отклонить</button></form>`
      : `<p>Заказ уже обработан: ${escape(status)}. <a href="/refill/result?orderId=${orderId}">Вернуться в магазин</a></p>`;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay</title><link rel="icon" href="/favicon.svg"><style>${STYLE}</style></head>
<body><main><h1>Sandbox Pay — тестовый платёж</h1><small>Test payment · no real money</small>
<div class="sum">${sum}</div><small>Заказ ${orderId}</small><div>${actions}</div></main></body></html>`;
}

const params = z.object({ orderId: z.string().uuid() });

/** The sandbox's order of this id; 404 for none, 409 for another provider's. */
async function sandboxOrder(db: AppDeps['db'], orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError(404, 'dataNotFound', 'Order not found');
  if (order.provider !== 'sandbox')
    throw new AppError(409, 'payment_provider_mismatch', 'This order is paid at another provider');
  return order;
}

export function sandboxPageRoutes(app: App, { db, config }: AppDeps): void {
  app.get(
    '/sandbox/pay/:orderId',
    {
      config: {
        errors: [
          [404, 'dataNotFound'],
          [409, 'payment_provider_mismatch'],
        ],
      },
      schema: { params },
    },
    async (req, reply) => {
      const order = await sandboxOrder(db, req.params.orderId);
      return reply
        .type('text/html')
        .header('content-security-policy', POLICY)
        .send(page(order.id, order.originalAmount ?? order.amount, order.currency, order.status));
    },
  );

  const decide = (outcome: Outcome) =>
    app.post(
      `/sandbox/pay/:orderId/${outcome === 'success' ? 'pay' : 'decline'}`,
      {
        config: {
          errors: [
            [404, 'dataNotFound'],
            [409, 'payment_provider_mismatch'],
          ],
        },
        schema: { params },
      },
      async (req, reply) => {
        const order = await sandboxOrder(db, req.params.orderId);
        const amount = order.originalAmount ?? order.amount;
        const signature = signCallback(
          config.payments.sandboxSecret,
          order.id,
          outcome,
          amount,
          order.currency,
        );
        // The provider calls the shop's callback over HTTP, as a real provider would.
        const res = await app.inject({
          method: 'POST',
          url: '/v1/payments/callback/sandbox',
          payload: {
            order_id: order.id,
            status: outcome,
            amount,
            currency: order.currency,
            signature,
          },
        });
        if (res.statusCode !== 200) req.log.error({ body: res.body }, 'sandbox callback refused');
        if ((req.headers.accept ?? '').includes('text/html'))
          return reply.redirect(`/refill/result?orderId=${order.id}`, 303);
        // The order's state after the notice: a pay after a decline (or the reverse) changes nothing.
        const after = (await findOrder(db, order.id)) ?? order;
        return { success: after.status === outcome, status: after.status };
      },
    );
  decide('success');
  decide('fail');
}

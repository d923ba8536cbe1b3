/**
 * A local stand-in for YooKassa's API v3 (POST /payments, GET /payments/:id with HTTP basic auth of
 * shop id and secret key), started by the tests themselves: the real API cannot be reached here.
 * Tests move a payment on with `setStatus`, make it report another amount or currency than the shop
 * asked for with `reportAmount`, fail the next payment creations with `failCreations`, and read what
 * the shop sent with `payments`.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  /** What GET reports instead of `amount` (a misbehaving provider), if set. */
  reported?: { value: string; currency: string };
  metadata: Record<string, string>;
  idempotenceKey: string | undefined;
}

export async function startYooKassaFake(shopId = 'shop-1', secretKey = 'test-secret-key') {
  const app = Fastify();
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, FakePayment>();
  let failing: { left: number; status: number } = { left: 0, status: 500 };
  const expected = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.authorization !== expected)
      return reply.status(401).send({ type: 'error', code: 'invalid_credentials' });
  });
  app.post('/v3/payments', (req, reply) => {
    if (failing.left > 0) {
      failing.left -= 1;
      return reply
        .status(failing.status)
        .send({ type: 'error', code: failing.status < 500 ? 'invalid_request' : 'internal_error' });
    }
    const b = req.body as {
      amount: { value: string; currency: string };
      metadata?: Record<string, string>;
      confirmation?: { return_url?: string };
    };
    const key = req.headers['idempotence-key'] as string | undefined;
    const known = key ? byKey.get(key) : undefined;
    if (known) return view(known);
    const p: FakePayment = {
      id: randomUUID(),
      status: 'pending',
      amount: b.amount,
      metadata: b.metadata ?? {},
      idempotenceKey: key,
    };
    payments.set(p.id, p);
    if (key) byKey.set(key, p);
    return view(p);
  });
  let fetches = 0;
  app.get('/v3/payments/:id', (req, reply) => {
    fetches += 1;
    const p = payments.get((req.params as { id: string }).id);
    return p ? view(p) : reply.status(404).send({ type: 'error', code: 'not_found' });
  });
  const view = (p: FakePayment) => ({
    id: p.id,
    status: p.status,
    paid: p.status === 'succeeded',
    amount: p.reported ?? p.amount,
    metadata: p.metadata,
    created_at: new Date().toISOString(),
    test: true,
    refundable: false,
    confirmation: {
      type: 'redirect',
      confirmation_url: `https://yoomoney.test/checkout/payments/v2/contract?orderId=${p.id}`,
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    env: {
      YOOKASSA_SHOP_ID: shopId,
      YOOKASSA_SECRET_KEY: secretKey,
      YOOKASSA_API_URL: `${address}/v3`,
      // Notifications come from the test itself (app.inject's address), not YooKassa's ranges.
      YOOKASSA_NOTIFY_IPS: '127.0.0.1',
    },
    /** How many times the shop asked for a payment (GET /payments/:id). */
    fetches: () => fetches,
    payments,
    /** The payment created for shop order `orderId`. */
    paymentOf: (orderId: string) =>
      [...payments.values()].find((p) => p.metadata.order_id === orderId),
    setStatus: (id: string, status: FakePayment['status']) => {
      const p = payments.get(id);
      if (p) p.status = status;
    },
    /** From now on the payment reports `amount` (e.g. `{ value: '1.00', currency: 'USD' }`); null: its own again. */
    reportAmount: (id: string, amount: FakePayment['reported'] | null) => {
      const p = payments.get(id);
      if (!p) return;
      if (amount) p.reported = amount;
      else delete p.reported;
    },
    /** The next `n` payment creations answer HTTP `status` (an API outage by default) and create nothing. */
    failCreations: (n: number, status = 500) => {
      failing = { left: n, status };
    },
    close: () => app.close(),
  };
}

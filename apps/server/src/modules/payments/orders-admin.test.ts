/**
 * Issue 30 "payment orders with their notifications, reconcile now" (orders-admin-routes.ts) against the local
 * YooKassa fake: "reconcile now" credits a paid order exactly once, also racing the provider's callback, and
 * writes one audit entry per reconcile; the order's page lists every notice (callback, console) with what it
 * did; the list filters by status and player and pages; a player's orders list shows only theirs; an unknown
 * order answers 404 order_not_found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  ledgerCheck,
  queryRows,
  register,
  type TestApp,
} from '../../test/helper.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { pendingOrderOf } from '../../test/money-fixtures.ts';
import { startYooKassaFake } from '../../test/yookassa-fake.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startYooKassaFake>>;
let cookie: string;
beforeAll(async () => {
  fake = await startYooKassaFake();
  t = await createTestApp(fake.env);
  cookie = (await signedInStaff(t.app, t.db, 'support')).cookie;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const start = async (token: string, amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payments/transaction/start',
    headers: bearer(token),
    payload: {
      payment_direction_id: 'ru-visa',
      country: 'RU',
      additional_info: { email: 'a@b.ru' },
      amount,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order_id: string }>().order_id;
};
const notify = (paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/callback/yookassa',
    payload: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
  });
const reconcile = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/orders/${orderId}/reconcile`,
    headers: { cookie },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const audits = async (orderId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from audit_log where action = 'order.reconcile' and target = 'order:${orderId}'`,
    )
  )[0]!.n;

describe('reconcile now', () => {
  it('asks the provider: still pending changes nothing, paid credits once, again is unchanged', async () => {
    const p = await register(t.app);
    const orderId = await start(p.token, 500);
    const pending = await reconcile(orderId);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toMatchObject({ asked: true, answer: 'pending', result: 'pending' });
    expect(pending.json().order.status).toBe('pending');

    fake.setStatus(fake.paymentOf(orderId)!.id, 'succeeded');
    const paid = await reconcile(orderId);
    expect(paid.json()).toMatchObject({ answer: 'success', result: 'settled' });
    expect(paid.json().order).toMatchObject({ status: 'success', amount: 500 });
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 50_000, ledgerSum: 50_000 });

    const again = await reconcile(orderId);
    expect(again.json()).toMatchObject({ asked: false, result: 'not_pending' });
    // The provider's late callback changes nothing either.
    expect((await notify(fake.paymentOf(orderId)!.id)).json()).toMatchObject({ settled: false });
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 50_000, ledgerSum: 50_000 });
    expect(await audits(orderId)).toBe(3);

    const page = await get(`/v1/admin/orders/${orderId}`);
    expect(page.statusCode).toBe(200);
    expect(
      page
        .json<{ notices: { source: string; status: string; result: string }[] }>()
        .notices.map((n) => [n.source, n.status, n.result]),
    ).toEqual([
      ['console', 'pending', 'pending'],
      ['console', 'success', 'settled'],
      ['callback', 'success', 'unchanged'],
    ]);
  });

  it('credits exactly once when the reconcile races the callback', async () => {
    for (let i = 0; i < 4; i += 1) {
      const p = await register(t.app);
      const orderId = await start(p.token, 300);
      const paymentId = fake.paymentOf(orderId)!.id;
      fake.setStatus(paymentId, 'succeeded');
      const [a, b] = await Promise.all(
        i % 2 ? [reconcile(orderId), notify(paymentId)] : [notify(paymentId), reconcile(orderId)],
      );
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 30_000, ledgerSum: 30_000 });
      const topups = await queryRows<{ n: number }>(
        t.db,
        `select count(*)::int as n from ledger where reference = 'order:${orderId}' and reason = 'topup'`,
      );
      expect(topups[0]!.n).toBe(1);
      expect(await audits(orderId)).toBe(1);
    }
  });
});

describe('the orders list', () => {
  it('filters by status and player, pages, and keeps players apart', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    for (let i = 0; i < 51; i += 1) await pendingOrderOf(t.db, a.userId, 100 + i);
    const paid = await start(b.token, 200);
    fake.setStatus(fake.paymentOf(paid)!.id, 'succeeded');
    await notify(fake.paymentOf(paid)!.id);

    const mine = await get(`/v1/admin/orders?user_id=${a.userId}&status=pending`);
    expect(mine.json()).toMatchObject({ total: 51, page: 1 });
    expect(mine.json().rows).toHaveLength(50);
    const second = await get(`/v1/admin/orders?user_id=${a.userId}&status=pending&page=2`);
    expect(second.json().rows).toHaveLength(1);
    expect((await get(`/v1/admin/orders?user_id=${a.userId}&status=success`)).json().total).toBe(0);
    const success = (await get(`/v1/admin/orders?user_id=${b.userId}&status=success`)).json();
    expect(success.rows.map((r: { id: string }) => r.id)).toEqual([paid]);

    const list = await get(`/v1/admin/players/${b.userId}/orders`);
    expect(list.json().rows.map((r: { user_id: string }) => r.user_id)).toEqual([b.userId]);
    expect((await get(`/v1/admin/orders?status=lost`)).statusCode).toBe(400);
    const none = await get('/v1/admin/orders/no-such-order');
    expect([none.statusCode, none.json().data.code]).toEqual([404, 'order_not_found']);
  });
});

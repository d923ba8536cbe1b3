/**
 * Issue 12 "Notifications" against the local YooKassa fake: a payment whose verified amount or
 * currency differs from its order is refused (400 payment_mismatch) and credits nothing; a payment
 * the provider fails to create answers 502 payment_start and leaves its order failed, not pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { startYooKassaFake } from '../../test/yookassa-fake.ts';

let fake: Awaited<ReturnType<typeof startYooKassaFake>>;
beforeAll(async () => {
  fake = await startYooKassaFake();
});
afterAll(() => fake.close());
const t = fileTestApp(() => fake.env);

const card = {
  payment_direction_id: 'ru-visa',
  country: 'RU',
  additional_info: { email: 'a@b.ru' },
};
const start = (token: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/transaction/start',
    headers: bearer(token),
    payload: { ...card, amount },
  });
const notify = (paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/callback/yookassa',
    payload: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
  });
const orderStatus = async (orderId: string) =>
  (
    await queryRows<{ status: string }>(
      t.db,
      `select status from payment_orders where id = '${orderId}'`,
    )
  )[0]?.status;

describe('YooKassa amount and currency', () => {
  it('refuses a succeeded payment of another amount or currency than its order, crediting nothing', async () => {
    const p = await register(t.app);
    const res = await start(p.token, 500);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json<{ order_id: string }>().order_id;
    const payment = fake.paymentOf(orderId)!;
    fake.setStatus(payment.id, 'succeeded');

    for (const reported of [
      { value: '5000.00', currency: 'RUB' },
      { value: '499.99', currency: 'RUB' },
      { value: '500.00', currency: 'USD' },
    ]) {
      fake.reportAmount(payment.id, reported);
      const refused = await notify(payment.id);
      expect([refused.statusCode, refused.json().data.code]).toEqual([400, 'payment_mismatch']);
      expect(await orderStatus(orderId)).toBe('pending');
      expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    }

    // The provider's true report is still credited, once.
    fake.reportAmount(payment.id, null);
    expect((await notify(payment.id)).json()).toMatchObject({ settled: true });
    expect(await orderStatus(orderId)).toBe('success');
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 50_000, ledgerSum: 50_000 });
  });
});

describe('a payment the provider fails to create', () => {
  it('answers 502 payment_start and fails the order, which then counts against no limit', async () => {
    const p = await register(t.app);
    const limit = await t.app.inject({
      method: 'POST',
      url: '/v1/users/limits',
      headers: bearer(p.token),
      payload: { daily: 1000 },
    });
    expect(limit.statusCode).toBe(200);
    for (const status of [500, 400]) {
      fake.failCreations(1, status);
      const res = await start(p.token, 600);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        success: false,
        data: { code: 'payment_start', message: 'Error while starting payment' },
      });
    }
    const rows = await queryRows<{ id: string; status: string; next_check_at: Date | null }>(
      t.db,
      `select id, status, next_check_at from payment_orders where user_id = ${Number(p.userId)}`,
    );
    expect(rows.map((r) => [r.status, r.next_check_at])).toEqual([
      ['fail', null],
      ['fail', null],
    ]);
    expect(rows.filter((r) => fake.paymentOf(r.id))).toEqual([]);

    // The failed orders (2 × 600 ₽) do not hold the 1000 ₽ daily limit; the next start goes through.
    const ok = await start(p.token, 600);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });
});

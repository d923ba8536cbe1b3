/**
 * Issue 12 "Notifications" against the local YooKassa fake: a payment whose verified amount or
 * currency differs from its order is refused (400 payment_mismatch) and credits nothing.
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
import { startYooKassaFake } from '../../test/yookassa-fake.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startYooKassaFake>>;
beforeAll(async () => {
  fake = await startYooKassaFake();
  t = await createTestApp(fake.env);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

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

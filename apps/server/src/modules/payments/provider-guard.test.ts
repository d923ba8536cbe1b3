/**
 * Issue 26 "Payments": with the sandbox and YooKassa both on, a provider's page, callback and
 * reconciliation act only on that provider's orders (409 `payment_provider_mismatch`, nothing
 * written); YooKassa's notification endpoint refuses addresses outside its ranges and malformed payment
 * ids before asking the API anything, and is rate-limited per address.
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
import { sandboxNotice, startSandboxOrder } from '../../test/payment-fixtures.ts';
import { startYooKassaFake } from '../../test/yookassa-fake.ts';
import { applyDepositPromo } from '../promo/deposit-bonus.ts';
import { settleNotice } from './settle.ts';

const SECRET = 'a-sandbox-secret-for-this-test-only-0123456789';
let fake: Awaited<ReturnType<typeof startYooKassaFake>>;
beforeAll(async () => {
  fake = await startYooKassaFake();
});
afterAll(() => fake.close());

const card = {
  payment_direction_id: 'ru-visa',
  country: 'RU',
  additional_info: { email: 'a@b.ru' },
};

async function startCard(t: TestApp, token: string, amount: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payments/transaction/start',
    headers: bearer(token),
    payload: { ...card, amount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order_id: string }>().order_id;
}

const notifyYooKassa = (t: TestApp, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/callback/yookassa',
    headers,
    payload: { type: 'notification', event: 'payment.succeeded', object: { id } },
  });

const orderRow = async (t: TestApp, id: string) =>
  (
    await queryRows<{ status: string; provider: string }>(
      t.db,
      `select status, provider from payment_orders where id = '${id}'`,
    )
  )[0];

describe('each provider acts on its own orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...fake.env, PAYMENTS_SANDBOX_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it("refuses the sandbox's page, its callback and its pay action on a YooKassa order", async () => {
    const p = await register(t.app);
    const id = await startCard(t, p.token, 1000);
    expect((await orderRow(t, id))?.provider).toBe('yookassa');

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${id}` });
    const pay = await t.app.inject({ method: 'POST', url: `/sandbox/pay/${id}/pay` });
    const decline = await t.app.inject({ method: 'POST', url: `/sandbox/pay/${id}/decline` });
    const signed = await sandboxNotice(t.app, SECRET, id, 'success', 100_000);
    for (const res of [page, pay, decline, signed]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        data: { code: 'payment_provider_mismatch' },
      });
    }
    expect(await orderRow(t, id)).toMatchObject({ status: 'pending' });
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });

    // YooKassa's own word still settles it, once.
    const payment = fake.paymentOf(id)!;
    fake.setStatus(payment.id, 'succeeded');
    expect((await notifyYooKassa(t, payment.id)).json()).toEqual({ success: true, settled: true });
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 102_000, ledgerSum: 102_000 });
  });

  it('refuses a YooKassa notice about a sandbox order, as reconciliation would meet it', async () => {
    const p = await register(t.app);
    const { order_id } = await startSandboxOrder(t.app, p.token, 500);
    const result = await settleNotice(
      t.db,
      {
        provider: 'yookassa',
        orderId: order_id,
        providerPaymentId: '2f0c3e51-000f-5000-8000-1b2c3d4e5f60',
        status: 'success',
        amount: 50_000,
        currency: 'RUB',
      },
      { applyDepositPromo },
    );
    expect(result).toBe('wrong_provider');
    const pendingNotice = await settleNotice(
      t.db,
      {
        provider: 'yookassa',
        orderId: order_id,
        providerPaymentId: '2f0c3e51-000f-5000-8000-1b2c3d4e5f60',
        status: 'pending',
        amount: 50_000,
        currency: 'RUB',
      },
      { applyDepositPromo },
    );
    expect(pendingNotice).toBe('wrong_provider');
    const [row] = await queryRows<{ status: string; provider_payment_id: string | null }>(
      t.db,
      `select status, provider_payment_id from payment_orders where id = '${order_id}'`,
    );
    expect(row).toEqual({ status: 'pending', provider_payment_id: null });
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });
});

describe("YooKassa's notification endpoint", () => {
  it('takes notifications only from the published ranges, as the trusted proxy reports them', async () => {
    const t = await createTestApp({
      ...fake.env,
      YOOKASSA_NOTIFY_IPS: '185.71.76.0/27,185.71.77.0/27,77.75.156.11,2a02:5180::/32',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const p = await register(t.app);
      const id = await startCard(t, p.token, 1000);
      const payment = fake.paymentOf(id)!;
      fake.setStatus(payment.id, 'succeeded');
      const before = fake.fetches();
      const outside: Record<string, string>[] = [
        {},
        { 'x-forwarded-for': '185.71.78.1' },
        { 'x-forwarded-for': '::1' },
      ];
      for (const from of outside) {
        const res = await notifyYooKassa(t, payment.id, from);
        expect(res.statusCode, JSON.stringify(from)).toBe(403);
        expect(res.json()).toMatchObject({ data: { code: 'payment_notice_forbidden' } });
      }
      expect(fake.fetches()).toBe(before);
      expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });

      for (const from of ['185.71.76.30', '2a02:5180:0:1::5']) {
        const res = await notifyYooKassa(t, payment.id, { 'x-forwarded-for': from });
        expect(res.statusCode, from).toBe(200);
      }
      expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 102_000, ledgerSum: 102_000 });
    } finally {
      await t.close();
    }
  });

  it('refuses a malformed payment id without asking the API, and limits each address', async () => {
    const t = await createTestApp({ ...fake.env, RATE_LIMIT_PAYMENT_NOTIFY_PER_MIN: '6' });
    try {
      const before = fake.fetches();
      const bad = ['../payments', 'x'.repeat(64), '2F0C3E51-000F-5000-8000-1B2C3D4E5F60', ''];
      for (const id of bad) expect((await notifyYooKassa(t, id)).statusCode, id).toBe(400);
      expect(fake.fetches()).toBe(before);

      // Four of six taken: two more are answered (unknown to the API), the next ones refused.
      const unknown = '2f0c3e51-000f-5000-8000-1b2c3d4e5f60';
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await notifyYooKassa(t, unknown));
      expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 429, 429]);
      expect(answers[3]!.json()).toMatchObject({
        success: false,
        data: { code: 'tooManyRequests' },
      });
      expect(fake.fetches()).toBe(before + 2);
    } finally {
      await t.close();
    }
  });
});

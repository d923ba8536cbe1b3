/**
 * Issue 12 "Providers" and "Notifications": YooKassa against a local fake of its API, and every way a
 * provider misbehaves — unverifiable, amount or currency mismatch, duplicates (50 at once), out of
 * order, and a payment that never notifies, reconciled by asking the provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { startYooKassaFake } from '../../test/yookassa-fake.ts';
import { createProviders } from './providers/index.ts';
import { startJobs } from '../../platform/jobs.ts';
import { applyDepositPromo } from '../promo/deposit-bonus.ts';
import { defineReconciliation } from './reconcile.ts';
import { signCallback } from './signature.ts';

const SECRET = 'a-sandbox-secret-for-this-test-only-0123456789';
let fake: Awaited<ReturnType<typeof startYooKassaFake>>;
beforeAll(async () => {
  fake = await startYooKassaFake();
});
afterAll(() => fake.close());
const t = fileTestApp(() => ({ ...fake.env, PAYMENTS_SANDBOX_SECRET: SECRET }));

const start = async (token: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payments/transaction/start',
    headers: bearer(token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order_id: string; redirect_url: string }>();
};
const notifyYooKassa = (paymentId: string, event = 'payment.succeeded') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/callback/yookassa',
    payload: { type: 'notification', event, object: { id: paymentId, status: 'succeeded' } },
  });
const rub = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) })).json()
    .finance.balance as number;
const card = {
  payment_direction_id: 'ru-visa',
  country: 'RU',
  additional_info: { email: 'a@b.ru' },
};

describe('YooKassa', () => {
  it('starts at the provider and credits once when the verified payment has succeeded', async () => {
    const p = await register(t.app);
    const { order_id, redirect_url } = await start(p.token, { ...card, amount: 1500 });
    expect(redirect_url).toMatch(/^https:\/\/yoomoney\.test\/checkout/);
    const payment = fake.paymentOf(order_id)!;
    expect(payment.amount).toEqual({ value: '1500.00', currency: 'RUB' });
    expect(payment.idempotenceKey).toBe(order_id);

    // A notification claiming success before the payment has succeeded changes nothing.
    expect((await notifyYooKassa(payment.id)).json()).toMatchObject({ settled: false });
    expect(await rub(p.token)).toBe(0);

    fake.setStatus(payment.id, 'succeeded');
    const results = await Promise.all(Array.from({ length: 50 }, () => notifyYooKassa(payment.id)));
    expect(results.filter((r) => !(r.statusCode === 200))).toEqual([]);
    expect(results.filter((r) => r.json().settled === true)).toHaveLength(1);
    // 1500 ₽ reaches the 1000 ₽ bonus level: +2 %.
    expect(await rub(p.token)).toBe(1530);
    const check = await ledgerCheck(t.db, p.userId);
    expect(check).toEqual({ balance: 153_000, ledgerSum: 153_000 });
    // Out of order: a cancellation after the success changes nothing.
    fake.setStatus(payment.id, 'canceled');
    expect((await notifyYooKassa(payment.id, 'payment.canceled')).json().settled).toBe(false);
    expect(await rub(p.token)).toBe(1530);
  });

  it('refuses notifications it cannot verify, and credits nothing', async () => {
    const p = await register(t.app);
    const { order_id } = await start(p.token, { ...card, amount: 100 });
    for (const payload of [
      { type: 'notification', event: 'payment.succeeded', object: { id: 'no-such-payment' } },
      { type: 'notification', event: 'payment.succeeded', object: {} },
      { hello: 'world' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/callback/yookassa',
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const [order] = await queryRows<{ status: string }>(
      t.db,
      `select status from payment_orders where id = '${order_id}'`,
    );
    expect(order!.status).toBe('pending');
    expect(await rub(p.token)).toBe(0);
  });

  it('reconciles a payment that never notifies on the job queue: retried while pending, credited once, across a restart', async () => {
    // An app of its own: its reconciliation asks after 1 s (the shared one waits a minute).
    const u = await createTestApp({
      ...fake.env,
      PAYMENTS_SANDBOX_SECRET: SECRET,
      PAYMENTS_RECONCILE_DELAY_S: '1',
      JOBS_POLL_S: '0.5',
    });
    try {
      const p = await register(u.app);
      const res = await u.app.inject({
        method: 'POST',
        url: '/v1/payments/transaction/start',
        headers: bearer(p.token),
        payload: { ...card, amount: 250 },
      });
      const { order_id } = res.json<{ order_id: string }>();
      const payment = fake.paymentOf(order_id)!;
      const job = async () =>
        (
          await queryRows<{ state: string; retries: number }>(
            u.db,
            `select state::text as state, retry_count as retries from pgboss.job
             where name = 'payment-reconcile' and data->>'orderId' = '${order_id}'`,
          )
        )[0];
      const checks = async () =>
        (
          await queryRows<{ checks: number }>(
            u.db,
            `select checks from payment_orders where id = '${order_id}'`,
          )
        )[0]!.checks;
      const until = async (ok: () => Promise<boolean>, what: string) => {
        const deadline = Date.now() + 20_000;
        while (!(await ok())) {
          if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      // The job was created with the order.
      expect((await job())?.state).toBe('created');
      // Still pending at the provider: asked, the run fails and is retried later; nothing credited.
      await until(async () => (await job())?.state === 'retry', 'a retry');
      expect(await checks()).toBe(1);
      const me = await u.app.inject({
        method: 'GET',
        url: '/v1/users/me',
        headers: bearer(p.token),
      });
      expect(me.json().finance.balance).toBe(0);

      // The process stops (its worker with it); two new workers on the same database take over.
      await u.app.jobs.stop();
      const providers = createProviders(u.config);
      const workers = await Promise.all(
        [1, 2].map(async () => {
          const jobs = await startJobs(u.db, {
            work: true,
            pollSeconds: 0.5,
            maintenanceSeconds: 30,
            stopTimeoutMs: 1000,
            log: { error: () => undefined },
          });
          defineReconciliation(jobs, {
            db: u.db,
            providers,
            delaySeconds: 1,
            ports: { applyDepositPromo },
          });
          await jobs.ready();
          return jobs;
        }),
      );
      fake.setStatus(payment.id, 'succeeded');
      await until(async () => (await job())?.state === 'completed', 'completion');
      await Promise.all(workers.map((w) => w.stop()));
      const credits = await queryRows<{ n: number }>(
        u.db,
        `select count(*)::int as n from ledger where reference = 'order:${order_id}' and reason = 'topup'`,
      );
      expect(credits[0]!.n).toBe(1);
      expect(await ledgerCheck(u.db, p.userId)).toEqual({ balance: 25_000, ledgerSum: 25_000 });
    } finally {
      await u.close();
    }
  });
});

describe('sandbox notifications', () => {
  it('refuses a wrong currency or amount, and a forged signature', async () => {
    const p = await register(t.app);
    const { order_id } = await start(p.token, {
      payment_direction_id: 'kz-visa',
      country: 'KZ',
      amount: 5000,
      additional_info: { email: 'a@b.kz', doc_type: 'passport', doc_number: '123-456' },
    });
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/payments/callback/sandbox', payload });
    const wrongCurrency = await post({
      order_id,
      status: 'success',
      amount: 500_000,
      currency: 'RUB',
      signature: signCallback(SECRET, order_id, 'success', 500_000, 'RUB'),
    });
    expect([wrongCurrency.statusCode, wrongCurrency.json().data.code]).toEqual([
      400,
      'payment_mismatch',
    ]);
    const wrongAmount = await post({
      order_id,
      status: 'success',
      amount: 500_001,
      currency: 'KZT',
      signature: signCallback(SECRET, order_id, 'success', 500_001, 'KZT'),
    });
    expect(wrongAmount.json().data.code).toBe('payment_mismatch');
    const forged = await post({
      order_id,
      status: 'success',
      amount: 500_000,
      currency: 'KZT',
      signature: 'ab'.repeat(32),
    });
    expect(forged.statusCode).toBe(400);
    expect(await rub(p.token)).toBe(0);
    // The right one: 5000 KZT at 0.19 = 950 ₽ (under the first bonus level); the ledger keeps what was paid.
    const ok = await post({
      order_id,
      status: 'success',
      amount: 500_000,
      currency: 'KZT',
      signature: signCallback(SECRET, order_id, 'success', 500_000, 'KZT'),
    });
    expect(ok.json().settled).toBe(true);
    const [topup] = await queryRows<{
      amount: string;
      original_amount: string;
      original_currency: string;
      rate: number;
    }>(
      t.db,
      `select amount::text, original_amount::text, original_currency, rate from ledger where reference = 'order:${order_id}' and reason = 'topup'`,
    );
    expect(topup).toEqual({
      amount: '95000',
      original_amount: '500000',
      original_currency: 'KZT',
      rate: 0.19,
    });
    expect(await rub(p.token)).toBe(950);
  });
});

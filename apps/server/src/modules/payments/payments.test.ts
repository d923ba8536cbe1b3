import { describe, expect, it } from 'vitest';
import { signCallback } from './signature.ts';
import { bearer, createTestApp, ledgerCheck, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { startSandboxOrder } from '../../test/payment-fixtures.ts';

const SECRET = 'a-sandbox-secret-for-this-test-only-0123456789';
const t = fileTestApp({ PAYMENTS_SANDBOX_SECRET: SECRET });

const start = (token: string, amount: number) => startSandboxOrder(t.app, token, amount);
const status = (token: string, orderId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/payments/transaction/status?orderId=${orderId}`,
    headers: bearer(token),
  });
const balance = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) })).json()
    .finance.balance as number;

describe('sandbox payments', () => {
  it('goes pending → success through the hosted page and credits the balance', async () => {
    const p = await register(t.app);
    const { order_id, redirect_url } = await start(p.token, 250.5);
    expect(redirect_url).toMatch(new RegExp(`/sandbox/pay/${order_id}$`));
    expect((await status(p.token, order_id)).json()).toEqual({
      status: 'pending',
      value: 250.5,
      credited: 250.5,
      currency: 'RUB',
      amount: 250.5,
      bonus: null,
    });

    const pageRes = await t.app.inject({ method: 'GET', url: new URL(redirect_url).pathname });
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('Оплатить');

    const pay = await t.app.inject({
      method: 'POST',
      url: `${new URL(redirect_url).pathname}/pay`,
      headers: { accept: 'text/html' },
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/refill/result?orderId=${order_id}`);
    expect((await status(p.token, order_id)).json()).toMatchObject({
      status: 'success',
      value: 250.5,
      credited: 250.5,
    });
    expect(await balance(p.token)).toBe(250.5);
  });

  it('credits once however often the signed callback arrives', async () => {
    const p = await register(t.app);
    const { order_id } = await start(p.token, 100);
    const payload = {
      order_id,
      status: 'success',
      amount: 10_000,
      signature: signCallback(SECRET, order_id, 'success', 10_000),
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/v1/payments/callback/sandbox', payload }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().settled === true)).toHaveLength(1);
    expect(await balance(p.token)).toBe(100);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/callback/sandbox',
      payload,
    });
    expect(again.json().settled).toBe(false);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 10_000, ledgerSum: 10_000 });
  });

  it('refuses a forged callback and a changed amount', async () => {
    const p = await register(t.app);
    const { order_id } = await start(p.token, 100);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/callback/sandbox',
      payload: { order_id, status: 'success', amount: 10_000, signature: 'ab'.repeat(32) },
    });
    expect(forged.statusCode).toBe(400);
    const bigger = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/callback/sandbox',
      payload: {
        order_id,
        status: 'success',
        amount: 99_999_00,
        signature: signCallback(SECRET, order_id, 'success', 99_999_00),
      },
    });
    expect([bigger.statusCode, bigger.json().data.code]).toEqual([400, 'payment_mismatch']);
    expect(await balance(p.token)).toBe(0);
  });

  it('a declined order fails and credits nothing', async () => {
    const p = await register(t.app);
    const { order_id, redirect_url } = await start(p.token, 100);
    const decline = await t.app.inject({
      method: 'POST',
      url: `${new URL(redirect_url).pathname}/decline`,
    });
    expect(decline.json()).toEqual({ success: true, status: 'fail' });
    expect((await status(p.token, order_id)).json().status).toBe('fail');
    // The provider's page answers what the order is, not what was pressed.
    const pay = await t.app.inject({
      method: 'POST',
      url: `${new URL(redirect_url).pathname}/pay`,
    });
    expect(pay.json()).toEqual({ success: false, status: 'fail' });
    expect((await status(p.token, order_id)).json().status).toBe('fail');
    expect(await balance(p.token)).toBe(0);
  });

  it('keeps orders private and rejects bad amounts', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const orderId = await topUp(t.app, a.token, 50);
    expect((await status(b.token, orderId)).statusCode).toBe(404);
    for (const amount of [0, -5, 5, 100_001, 10.555, '100']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/transaction/start',
        headers: bearer(a.token),
        payload: { payment_direction_id: 'sandbox', amount },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.code).toBe('dataNotFound');
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/transaction/start',
      headers: bearer(a.token),
      payload: { payment_direction_id: 'qiwi', amount: 100 },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is off when PAYMENTS_SANDBOX=false', async () => {
    const off = await createTestApp({ PAYMENTS_SANDBOX: 'false' });
    try {
      const p = await register(off.app);
      const res = await off.app.inject({
        method: 'POST',
        url: '/v1/payments/transaction/start',
        headers: bearer(p.token),
        payload: { payment_direction_id: 'sandbox', amount: 100 },
      });
      expect(res.statusCode).toBe(400);
      expect(
        (await off.app.inject({ method: 'GET', url: '/v1/payments/directions' })).json(),
      ).toEqual({ directions: [] });
    } finally {
      await off.close();
    }
  });
});

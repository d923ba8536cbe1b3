/**
 * Issue 12 "Safer play": the weekly and the monthly deposit limit each refuse a deposit over them,
 * counting deposits of their own window only (7 and 30 days); removing a limit (null) is a raise, so
 * it waits 24 h, then the limit is gone.
 */
import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { postOrderStart } from '../../test/payment-fixtures.ts';

const t = fileTestApp();

const setLimits = async (token: string, payload: object) =>
  (
    await t.app.inject({ method: 'POST', url: '/v1/users/limits', headers: bearer(token), payload })
  ).json();
const limits = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/users/limits', headers: bearer(token) })).json();
const start = (token: string, amount: number) => postOrderStart(t.app, token, amount);
/** Moves an order (start and credit) `days` days into the past. */
const backdate = (orderId: string, days: number) =>
  queryRows(
    t.db,
    `update payment_orders set created_at = created_at - interval '${days} days',
       completed_at = completed_at - interval '${days} days' where id = '${orderId}'`,
  );
async function expectRefused(token: string, amount: number, window: string) {
  const res = await start(token, amount);
  expect([res.statusCode, res.json().data.code]).toEqual([400, 'deposit_limit']);
  expect(res.json().data.message).toContain(`${window} deposit limit`);
}

describe('weekly and monthly deposit limits', () => {
  it('the weekly limit counts the deposits of the last 7 days', async () => {
    const p = await register(t.app);
    const old = await topUp(t.app, p.token, 300);
    await backdate(old, 3);
    expect(await setLimits(p.token, { weekly: 500 })).toMatchObject({
      daily: null,
      weekly: 500,
      deposited: { day: 0, week: 300, month: 300 },
    });
    await expectRefused(p.token, 250, 'weekly');
    // Eight days on, that deposit has left the week (not the month).
    await backdate(old, 5);
    expect((await limits(p.token)).deposited).toEqual({ day: 0, week: 0, month: 300 });
    expect((await start(p.token, 250)).statusCode).toBe(200);
  });

  it('the monthly limit counts the deposits of the last 30 days', async () => {
    const p = await register(t.app);
    const old = await topUp(t.app, p.token, 300);
    await backdate(old, 20);
    expect(await setLimits(p.token, { daily: 1000, weekly: 1000, monthly: 500 })).toMatchObject({
      monthly: 500,
      deposited: { day: 0, week: 0, month: 300 },
    });
    await expectRefused(p.token, 250, 'monthly');
    await backdate(old, 11);
    expect((await limits(p.token)).deposited).toEqual({ day: 0, week: 0, month: 0 });
    expect((await start(p.token, 250)).statusCode).toBe(200);
  });

  it('removing a limit waits 24 h, then lifts it; the other limits still hold', async () => {
    const p = await register(t.app);
    await setLimits(p.token, { daily: 300, weekly: 400, monthly: 500 });
    await topUp(t.app, p.token, 300);
    await expectRefused(p.token, 50, 'daily');

    const removed = await setLimits(p.token, { daily: null });
    expect(removed).toMatchObject({
      daily: 300,
      pending: { daily: null, weekly: 400, monthly: 500 },
    });
    expect(Date.parse(removed.pending.effective_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    await expectRefused(p.token, 50, 'daily');

    const due = () =>
      queryRows(
        t.db,
        `update deposit_limits set pending_at = now() - interval '1 second' where user_id = ${p.userId}`,
      );
    await due();
    expect(await limits(p.token)).toMatchObject({ daily: null, weekly: 400, pending: null });
    await expectRefused(p.token, 150, 'weekly');

    await setLimits(p.token, { weekly: null, monthly: null });
    await expectRefused(p.token, 150, 'weekly');
    await due();
    expect(await limits(p.token)).toMatchObject({ daily: null, weekly: null, monthly: null });
    expect((await start(p.token, 1000)).statusCode).toBe(200);
  });
});

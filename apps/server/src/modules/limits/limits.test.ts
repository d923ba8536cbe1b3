/** Issue 12 "Safer play": deposit limits (lower now, raise after 24 h) and self-exclusion (never shortened). */
import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const limits = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/users/limits', headers: bearer(token) })).json();
const startDeposit = (token: string, amount: number) =>
  post(token, '/v1/payments/transaction/start', { payment_direction_id: 'sandbox', amount });

describe('deposit limits', () => {
  it('refuses a deposit over the daily limit; lowering is immediate, raising waits 24 h', async () => {
    const p = await register(t.app);
    const set = await post(p.token, '/v1/users/limits', { daily: 300 });
    expect(set.json()).toMatchObject({ daily: 300, weekly: null, monthly: null, pending: null });
    await topUp(t.app, p.token, 200);
    const over = await startDeposit(p.token, 150);
    expect([over.statusCode, over.json().data.code]).toEqual([400, 'deposit_limit']);
    expect((await startDeposit(p.token, 100)).statusCode).toBe(200);

    // Raising is pending for 24 h; lowering applies at once.
    const raised = (await post(p.token, '/v1/users/limits', { daily: 1000 })).json();
    expect(raised.daily).toBe(300);
    expect(raised.pending.daily).toBe(1000);
    expect(Date.parse(raised.pending.effective_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await startDeposit(p.token, 150)).statusCode).toBe(400);
    const lowered = (await post(p.token, '/v1/users/limits', { weekly: 250 })).json();
    expect(lowered).toMatchObject({ daily: 300, weekly: 250 });
    expect(lowered.deposited).toEqual({ day: 200, week: 200, month: 200 });

    // A day later the raise takes effect.
    await queryRows(
      t.db,
      `update deposit_limits set pending_at = now() - interval '1 second' where user_id = ${p.userId}`,
    );
    const later = await limits(p.token);
    expect(later).toMatchObject({ daily: 1000, pending: null });
    expect((await post(p.token, '/v1/users/limits', { x: 1 })).statusCode).toBe(400);
  });

  it('refuses limits that are not a whole number of kopecks, never rounding them', async () => {
    const p = await register(t.app);
    for (const body of [{ daily: 123.456 }, { weekly: 1.999 }, { daily: 0.001 }, { monthly: 0 }]) {
      const res = await post(p.token, '/v1/users/limits', body);
      expect([res.statusCode, typeof res.json().data.code], JSON.stringify(body)).toEqual([
        400,
        'string',
      ]);
    }
    expect(await limits(p.token)).toMatchObject({ daily: null, weekly: null, monthly: null });
    expect((await post(p.token, '/v1/users/limits', { daily: 0.01 })).json().daily).toBe(0.01);
  });

  it('self-exclusion stops deposits and paid play and cannot be shortened', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    const month = (await post(p.token, '/v1/users/self-exclusion', { period: '30d' })).json();
    const until = Date.parse(month.self_exclusion.until);
    expect(until - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    // A shorter period keeps the longer end; "forever" is forever.
    const shorter = (await post(p.token, '/v1/users/self-exclusion', { period: '24h' })).json();
    expect(Date.parse(shorter.self_exclusion.until)).toBe(until);
    expect((await startDeposit(p.token, 100)).json().data.code).toBe('self_excluded');
    const forever = (await post(p.token, '/v1/users/self-exclusion', { period: 'forever' })).json();
    expect(forever.self_exclusion).toEqual({ until: null, forever: true });
    const back = (await post(p.token, '/v1/users/self-exclusion', { period: '7d' })).json();
    expect(back.self_exclusion).toEqual({ until: null, forever: true });
    expect((await post(p.token, '/v1/users/self-exclusion', { period: '1y' })).statusCode).toBe(
      400,
    );
  });
});

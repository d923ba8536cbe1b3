/**
 * Issue 8 "Free-case farming": a new account cannot take free cases nor withdraw to Steam without
 * paying; items can still be sold for balance.
 */
import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { putOrdinary, statusesOf } from '../../test/inventory-fixtures.ts';
import { TRADE_LINK } from '../../test/withdrawal-fixtures.ts';

const t = fileTestApp({ WITHDRAW_MIN_DEPOSIT_RUB: '100', FREE_CASE_DEPOSIT_DAYS: '30' });

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('deposit conditions', () => {
  it('a farm account gets no free case and cannot withdraw, but can sell', async () => {
    const p = await register(t.app);
    const free = await post(p.token, '/v1/cases/level-1/open', { multi_open: 1 });
    expect([free.statusCode, free.json().data.code]).toEqual([403, 'deposit_required']);
    await post(p.token, '/v1/users/set/steam/data', { link: TRADE_LINK });
    const [a, b] = await putOrdinary(t.db, p.userId, 2);
    const refused = await post(p.token, '/v1/inventory/senditem', {
      ids: [a!.id],
      method: 'trade',
    });
    expect([refused.statusCode, refused.json().data.code]).toEqual([
      403,
      'withdraw_deposit_required',
    ]);
    expect((await statusesOf(t.db, p.userId)).get(a!.id)).toBe('progress');
    expect((await post(p.token, '/v1/inventory/sell', { id: b!.id })).statusCode).toBe(200);

    // 50 ₽ deposited: free cases open, withdrawals still need 100 ₽ in total.
    await topUp(t.app, p.token, 50);
    expect((await post(p.token, '/v1/cases/level-1/open', { multi_open: 1 })).statusCode).toBe(200);
    const still = await post(p.token, '/v1/inventory/senditem', { ids: [a!.id], method: 'trade' });
    expect(still.json().data.code).toBe('withdraw_deposit_required');
    await topUp(t.app, p.token, 50);
    const sent = await post(p.token, '/v1/inventory/senditem', { ids: [a!.id], method: 'trade' });
    expect([sent.statusCode, sent.json().data.status]).toEqual([200, 'PREPARING']);
  });

  it('a deposit older than the window does not open free cases', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    await queryRows(
      t.db,
      `update payment_orders set completed_at = now() - interval '31 days' where user_id = ${p.userId}`,
    );
    const res = await post(p.token, '/v1/cases/level-1/open', { multi_open: 1 });
    expect([res.statusCode, res.json().data.code]).toEqual([403, 'deposit_required']);
    const config = (await t.app.inject({ method: 'GET', url: '/nitro-api/config' })).json();
    expect(config).toMatchObject({ free_case_deposit_days: 30, withdraw_min_deposit: 100 });
  });
});

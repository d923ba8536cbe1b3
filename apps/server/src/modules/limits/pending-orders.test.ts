/**
 * Issue 12 "Safer play": started but unpaid orders count against the deposit limits, so a player
 * cannot start several orders each under the limit and then pay them all; a failed order stops
 * counting; two parallel starts of one player are counted one after the other.
 */
import { describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/auth.ts';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { postOrderStart } from '../../test/payment-fixtures.ts';

const t = fileTestApp();

const LIMIT = 1000;
const start = (token: string, amount: number) => postOrderStart(t.app, token, amount);

async function limited() {
  const p = await register(t.app);
  const set = await t.app.inject({
    method: 'POST',
    url: '/v1/users/limits',
    headers: bearer(p.token),
    payload: { daily: LIMIT },
  });
  expect(set.json()).toMatchObject({ daily: LIMIT });
  return p;
}

describe('pending orders and the deposit limits', () => {
  it('refuses a second order of 0.6 × the daily limit while the first is unpaid, and paying the first cannot pass it', async () => {
    const p = await limited();
    const first = await start(p.token, 0.6 * LIMIT);
    expect(first.statusCode, first.body).toBe(200);
    const second = await start(p.token, 0.6 * LIMIT);
    expect([second.statusCode, second.json().data.code]).toEqual([400, 'deposit_limit']);
    // What is left under the limit can still be started.
    expect((await start(p.token, 0.4 * LIMIT)).statusCode).toBe(200);

    const page = new URL(first.json<{ redirect_url: string }>().redirect_url).pathname;
    expect((await t.app.inject({ method: 'POST', url: `${page}/pay` })).statusCode).toBe(200);
    expect((await start(p.token, 0.6 * LIMIT)).json().data.code).toBe('deposit_limit');
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 60_000, ledgerSum: 60_000 });
  });

  it('stops counting an order once it has failed', async () => {
    const p = await limited();
    const first = await start(p.token, 0.6 * LIMIT);
    expect((await start(p.token, 0.6 * LIMIT)).statusCode).toBe(400);
    const page = new URL(first.json<{ redirect_url: string }>().redirect_url).pathname;
    await t.app.inject({ method: 'POST', url: `${page}/decline` });
    expect((await start(p.token, 0.6 * LIMIT)).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel starts of 0.6 × the limit through', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await limited();
      // Two sessions of the player, as two tabs would be.
      const other = await issueToken(t.db, Number(p.userId), { ttlS: 3600 });
      const results = await Promise.all([start(p.token, 0.6 * LIMIT), start(other, 0.6 * LIMIT)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.statusCode === 400)!.json().data.code).toBe('deposit_limit');
    }
  });

  it('keeps counting an order started more than a day ago while it can still be paid', async () => {
    const p = await limited();
    const first = await start(p.token, 0.6 * LIMIT);
    expect(first.statusCode).toBe(200);
    await queryRows(
      t.db,
      `update payment_orders set created_at = now() - interval '30 hours' where id = '${first.json().order_id}'`,
    );
    // Paid today, it would credit today: a second order of 0.6 × the limit would pass it.
    expect((await start(p.token, 0.6 * LIMIT)).json().data.code).toBe('deposit_limit');
    expect((await start(p.token, 0.4 * LIMIT)).statusCode).toBe(200);
  });
});

/**
 * Issue 32: a top-up order starts in one statement (`start_order`, migration 0033) that trusts no remembered
 * session. A session revoked elsewhere is refused (401) and a self-exclusion started meanwhile (403), with no
 * order written; a refused input is refused in the order it always was (401, then 403, then 400); a raise of a
 * deposit limit that has come due counts at the start without the limits page being read first; the order
 * carries the player's waiting deposit promo code; racing starts under one limit let exactly one through.
 */
import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { postOrderStart } from '../../test/payment-fixtures.ts';

const t = fileTestApp();

const start = (token: string, amount: number) => postOrderStart(t.app, token, amount);
const answer = (res: { statusCode: number; json: () => { data?: { code?: string } } }) => [
  res.statusCode,
  res.json().data?.code ?? null,
];
const orders = async (userId: string) =>
  (
    await queryRows<{ n: string }>(
      t.db,
      `select count(*)::text as n from payment_orders where user_id = ${userId}`,
    )
  )[0]!.n;

describe('one statement per order start', () => {
  it('refuses a remembered session revoked elsewhere, and then bad input with 401 too', async () => {
    const p = await register(t.app);
    expect((await start(p.token, 100)).statusCode).toBe(200);
    await queryRows(t.db, `update sessions set revoked_at = now() where user_id = ${p.userId}`);
    expect(answer(await start(p.token, 100))).toEqual([401, 'authentication']);
    expect(answer(await start(p.token, 10_000_000))).toEqual([401, 'authentication']);
    expect(await orders(p.userId)).toBe('1');
  });

  it('refuses a player self-excluded since the last start, before looking at the input', async () => {
    const p = await register(t.app);
    expect((await start(p.token, 100)).statusCode).toBe(200);
    await queryRows(
      t.db,
      `insert into self_exclusions (user_id, until) values (${p.userId}, now() + interval '1 day')`,
    );
    expect(answer(await start(p.token, 100))).toEqual([403, 'self_excluded']);
    expect(answer(await start(p.token, 10_000_000))).toEqual([403, 'self_excluded']);
    expect(await orders(p.userId)).toBe('1');
  });

  it('applies a raise that has come due at the start itself', async () => {
    const p = await register(t.app);
    const set = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/limits',
        headers: bearer(p.token),
        payload: body,
      });
    expect((await set({ daily: 300 })).statusCode).toBe(200);
    expect((await set({ daily: 1000 })).json()).toMatchObject({
      daily: 300,
      pending: { daily: 1000 },
    });
    expect(answer(await start(p.token, 500))).toEqual([400, 'deposit_limit']);
    await queryRows(
      t.db,
      `update deposit_limits set pending_at = now() - interval '1 second' where user_id = ${p.userId}`,
    );
    expect((await start(p.token, 500)).statusCode).toBe(200);
    const [row] = await queryRows<{ daily: string; pending_at: string | null }>(
      t.db,
      `select daily::text, pending_at from deposit_limits where user_id = ${p.userId}`,
    );
    expect(row).toEqual({ daily: '100000', pending_at: null });
  });

  it('writes the waiting deposit promo code on the order, and lets one of three racing starts under a limit through', async () => {
    const p = await register(t.app);
    const code = { code: `START${p.userId}` };
    await queryRows(
      t.db,
      `insert into promo_codes (code, kind, details) values ('${code.code}', 'common', '{"percent": 10, "img": ""}')`,
    );
    const applied = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/promo/apply',
      headers: bearer(p.token),
      payload: { code: code.code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/v1/users/limits',
      headers: bearer(p.token),
      payload: { daily: 500 },
    });
    const raced = await Promise.all([1, 2, 3].map(() => start(p.token, 300)));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await queryRows<{ promo_code: string | null; amount: string }>(
      t.db,
      `select promo_code, amount::text from payment_orders where user_id = ${p.userId}`,
    );
    expect(rows).toEqual([{ promo_code: code.code, amount: '30000' }]);
  });
});

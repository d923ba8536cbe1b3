/**
 * Issue 12 "Safer play": no incentive reaches a self-excluded player. A deposit started before the
 * exclusion and paid during it is credited (the money is theirs), but the waiting blogger promo code
 * pays nothing (no money, coins or case drop) and stays waiting; a mission whose reward is a case drop
 * is refused with 403 self_excluded and stays claimable for after the exclusion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { seedDemoPromoCodes } from '../promo/service.ts';

const t = fileTestApp();
beforeAll(async () => {
  await seedDemoPromoCodes(t.db);
});

const post = (token: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const count = async (sql: string) => (await queryRows<{ n: number }>(t.db, sql))[0]!.n;
const exclude = (userId: string) =>
  queryRows(
    t.db,
    `insert into self_exclusions (user_id, until) values (${userId}, now() + interval '1 day')`,
  );
const endExclusion = (userId: string) =>
  queryRows(
    t.db,
    `update self_exclusions set until = now() - interval '1 second' where user_id = ${userId}`,
  );

describe('incentives during self-exclusion', () => {
  it('credits a deposit started before it, without the waiting promo code’s bonus', async () => {
    const p = await register(t.app);
    expect((await post(p.token, '/v1/payments/promo/apply', { code: 'STREAMER' })).statusCode).toBe(
      200,
    );
    const started = await post(p.token, '/v1/payments/transaction/start', {
      payment_direction_id: 'sandbox',
      amount: 400,
    });
    expect(started.statusCode, started.body).toBe(200);
    await exclude(p.userId);
    const page = new URL(started.json<{ redirect_url: string }>().redirect_url).pathname;
    expect((await t.app.inject({ method: 'POST', url: `${page}/pay` })).json()).toMatchObject({
      status: 'success',
    });
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 40_000, ledgerSum: 40_000 });
    const coins = await count(`select coin_balance::int as n from users where id = ${p.userId}`);
    expect(coins).toBe(0);
    expect(
      await count(`select count(*)::int as n from inventory_items where user_id = ${p.userId}`),
    ).toBe(0);
    const [redemption] = await queryRows<{ state: string }>(
      t.db,
      `select state from promo_redemptions where user_id = ${p.userId} and code = 'STREAMER'`,
    );
    expect(redemption).toEqual({ state: 'active' });
  });

  it('refuses a mission’s case drop (403 self_excluded), claimable once the exclusion ends', async () => {
    const p = await register(t.app);
    await queryRows(
      t.db,
      `insert into user_emails (user_id, email, token_hash, confirmed_at)
       values (${p.userId}, 'p${p.userId}@example.com', 'hash-${p.userId}', now())`,
    );
    await exclude(p.userId);
    const url = `/v1/users/missions/social/${p.userId}/email`;
    const refused = await post(p.token, url);
    expect([refused.statusCode, refused.json().data.code]).toEqual([403, 'self_excluded']);
    expect(
      await count(`select count(*)::int as n from inventory_items where user_id = ${p.userId}`),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from user_missions where user_id = ${p.userId} and claimed_at is not null`,
      ),
    ).toBe(0);

    await endExclusion(p.userId);
    const claimed = await post(p.token, url);
    expect(claimed.json()).toMatchObject({ data: { status: 'claimed' } });
    expect(
      await count(`select count(*)::int as n from inventory_items where user_id = ${p.userId}`),
    ).toBe(1);
  });
});

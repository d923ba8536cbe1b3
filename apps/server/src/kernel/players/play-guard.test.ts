/**
 * Issue 12 "Safer play": a self-excluded player can neither open a case — paid, free, or the top-up
 * daily case — nor deposit; nothing changes, and all of it works again once the exclusion has ended.
 */
import { describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();

describe('self-exclusion guard', () => {
  it('refuses paid openings and deposits while it runs, and lets them through after', async () => {
    const { cheapest } = await pickCases(t.app);
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    await queryRows(
      t.db,
      `insert into self_exclusions (user_id, until) values (${p.userId}, now() + interval '1 day')`,
    );
    const open = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/cases/${cheapest.slug}/open`,
        headers: bearer(p.token),
        payload: { multi_open: 1 },
      });
    const refused = await open();
    expect([refused.statusCode, refused.json().data.code]).toEqual([403, 'self_excluded']);
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/transaction/start',
      headers: bearer(p.token),
      payload: { payment_direction_id: 'sandbox', amount: 100 },
    });
    expect([deposit.statusCode, deposit.json().data.code]).toEqual([403, 'self_excluded']);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 10_000, ledgerSum: 10_000 });

    await queryRows(
      t.db,
      `update self_exclusions set until = now() - interval '1 second' where user_id = ${p.userId}`,
    );
    expect((await open()).statusCode).toBe(200);
  });

  it('refuses the free cases too (daily gift, top-up daily case), changing nothing', async () => {
    const { free } = await pickCases(t.app);
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    await queryRows(
      t.db,
      `insert into self_exclusions (user_id, until) values (${p.userId}, null)`,
    );
    const items = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          `select count(*)::int as n from inventory_items where user_id = ${p.userId}`,
        )
      )[0]!.n;
    const calls = [
      [`/v1/cases/${free.slug}/open`, { multi_open: 1 }],
      ['/v1/triggers/dailycasepay', { case_id: 'daily-deposit' }],
    ] as const;
    for (const [url, payload] of calls) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(p.token),
        payload,
      });
      expect([url, res.statusCode, res.json().data.code]).toEqual([url, 403, 'self_excluded']);
    }
    expect(await items()).toBe(0);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 10_000, ledgerSum: 10_000 });
    const claims = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from free_case_claims where user_id = ${p.userId}`,
    );
    expect(claims[0]!.n).toBe(0);
  });
});

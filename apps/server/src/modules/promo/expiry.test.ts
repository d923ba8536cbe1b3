/**
 * Issue 12 "Promo codes" (spec 000 §5): a code past its expiry is refused like an unknown one (404
 * promo_not_found) by the lookups and by apply, even while the 5 s lookup cache still holds it, and
 * its use changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register, waitUntil } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { applyPromo } from '../../test/payment-fixtures.ts';

const t = fileTestApp();

const apply = (token: string, code: string) => applyPromo(t.app, token, code);
const info = (token: string, code: string) =>
  t.app.inject({ method: 'GET', url: `/v1/payments/promo/info/${code}`, headers: bearer(token) });
const guestInfo = (code: string) =>
  t.app.inject({ method: 'GET', url: `/v1/payments/promo/info/guest/${code}` });
const addCode = (code: string, kind: string, details: string, expires: string) =>
  queryRows(
    t.db,
    `insert into promo_codes (code, kind, details, max_uses, expires_at) values ('${code}', '${kind}', '${details}', 100, ${expires})`,
  );
const usesOf = async (code: string) => {
  const [row] = await queryRows<{ uses: number; redemptions: number }>(
    t.db,
    `select uses, (select count(*)::int from promo_redemptions r where r.code = c.code) as redemptions from promo_codes c where code = '${code}'`,
  );
  return row;
};

describe('promo code expiry', () => {
  it('refuses an expired instant or common code with 404 promo_not_found, changing nothing', async () => {
    await addCode('OLDSUM', 'instant', '{"sum": 5000}', "now() - interval '1 minute'");
    await addCode(
      'OLDPCT',
      'common',
      '{"percent": 10, "img": "x.svg"}',
      "now() - interval '1 day'",
    );
    const p = await register(t.app);
    for (const code of ['OLDSUM', 'oldpct']) {
      for (const res of [
        await info(p.token, code),
        await guestInfo(code),
        await apply(p.token, code),
      ])
        expect([res.statusCode, res.json().data.code]).toEqual([404, 'promo_not_found']);
      expect(await usesOf(code.toUpperCase())).toEqual({ uses: 0, redemptions: 0 });
    }
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(p.token) });
    expect(me.json().promo).toBeNull();
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('refuses a code that expired after the lookup cache took it', async () => {
    await addCode('SOONGONE', 'instant', '{"sum": 5000}', "now() + interval '3 seconds'");
    const p = await register(t.app);
    expect((await info(p.token, 'SOONGONE')).statusCode).toBe(200);
    const [row] = await queryRows<{ at: string }>(
      t.db,
      "select expires_at::text as at from promo_codes where code = 'SOONGONE'",
    );
    await waitUntil(() => Promise.resolve(Date.now() > Date.parse(row!.at) + 50));
    const late = await apply(p.token, 'SOONGONE');
    expect([late.statusCode, late.json().data.code]).toEqual([404, 'promo_not_found']);
    expect(await usesOf('SOONGONE')).toEqual({ uses: 0, redemptions: 0 });
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('still takes a code that has not expired yet', async () => {
    await addCode('STILLOK', 'instant', '{"sum": 5000}', "now() + interval '1 hour'");
    const p = await register(t.app);
    expect((await apply(p.token, 'STILLOK')).json()).toEqual({
      success: true,
      type: 'instant',
      balance: 50,
    });
    expect(await usesOf('STILLOK')).toEqual({ uses: 1, redemptions: 1 });
  });
});

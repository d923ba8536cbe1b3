/**
 * Issue 12 "Promo codes": instant, common and blogger codes through the calls of spec 001 §7; one use
 * per player, the last use raced by two players taken once; the blogger bonus in the status answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  ledgerCheck,
  queryRows,
  register,
  topUp,
} from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { applyPromo } from '../../test/payment-fixtures.ts';
import { seedDemoPromoCodes } from './service.ts';

const t = fileTestApp();
beforeAll(async () => {
  await seedDemoPromoCodes(t.db);
});

const apply = (token: string, code: string) => applyPromo(t.app, token, code);
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) })).json();

describe('promo codes', () => {
  it('looks codes up trimmed and upper-cased, for players and guests', async () => {
    const p = await register(t.app);
    const info = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/promo/info/%20streamer%20',
      headers: bearer(p.token),
    });
    expect(info.json()).toMatchObject({
      type: 'blogger',
      code: 'STREAMER',
      flex_offers: [
        { case: { name: expect.any(String), price: expect.any(Number) }, price_from: 300 },
        { price_from: 3000, money_factor: 0.1 },
      ],
    });
    const guest = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/promo/info/guest/bonus10',
    });
    expect(guest.json()).toEqual({
      type: 'common',
      percent: 10,
      money_factor: null,
      requires_deposit: false,
    });
    const instant = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/promo/info/guest/DOTA100',
    });
    expect(instant.json()).toMatchObject({ type: 'instant', requires_deposit: true });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/promo/info/guest/NOPE',
    });
    expect([unknown.statusCode, unknown.json().data.code]).toEqual([404, 'promo_not_found']);
    const anon = await t.app.inject({ method: 'GET', url: '/v1/payments/promo/info/DOTA100' });
    expect(anon.statusCode).toBe(401);
  });

  it('credits an instant code at once, once per player, only after a deposit of their own', async () => {
    const p = await register(t.app);
    // No confirmed deposit yet (issue 26): refused, and the code's use is not taken.
    const [code] = await queryRows<{ uses: number }>(
      t.db,
      "select uses from promo_codes where code = 'DOTA100'",
    );
    const early = await apply(p.token, 'DOTA100');
    expect([early.statusCode, early.json().data.code]).toEqual([403, 'promo_deposit_required']);
    const [after] = await queryRows<{ uses: number }>(
      t.db,
      "select uses from promo_codes where code = 'DOTA100'",
    );
    expect(after!.uses).toBe(code!.uses);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });

    await topUp(t.app, p.token, 100);
    const first = await apply(p.token, ' dota100 ');
    expect(first.json()).toEqual({ success: true, type: 'instant', balance: 200 });
    const again = await Promise.all([apply(p.token, 'DOTA100'), apply(p.token, 'dota100')]);
    for (const r of again) expect([r.statusCode, r.json().data.code]).toEqual([409, 'promo_used']);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 20_000, ledgerSum: 20_000 });
  });

  it('answers 429 past the look-up limit: guests per address, players per account', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PROMO_LOOKUP_PER_MIN: '5' });
    try {
      await seedDemoPromoCodes(limited.db);
      const guess = (path: string, headers: Record<string, string> = {}) =>
        limited.app.inject({ method: 'GET', url: path, headers });
      const guest = [];
      for (let i = 0; i < 7; i += 1)
        guest.push((await guess(`/v1/payments/promo/info/guest/GUESS${i}`)).statusCode);
      expect(guest).toEqual([404, 404, 404, 404, 404, 429, 429]);
      const refused = await guess('/v1/payments/promo/info/guest/BONUS10');
      expect(refused.json()).toMatchObject({ success: false, data: { code: 'tooManyRequests' } });

      // A player's own count, whatever address each guess comes from.
      const p = await register(limited.app);
      const other = await register(limited.app);
      const signed = [];
      for (let i = 0; i < 7; i += 1)
        signed.push(
          (
            await limited.app.inject({
              method: 'GET',
              url: `/v1/payments/promo/info/GUESS${i}`,
              headers: bearer(p.token),
              remoteAddress: `10.0.0.${i + 1}`,
            })
          ).statusCode,
        );
      expect(signed).toEqual([404, 404, 404, 404, 404, 429, 429]);
      const fresh = await limited.app.inject({
        method: 'GET',
        url: '/v1/payments/promo/info/BONUS10',
        headers: bearer(other.token),
      });
      expect(fresh.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('gives the last use to exactly one of two players racing for it', async () => {
    await queryRows(
      t.db,
      `insert into promo_codes (code, kind, details, max_uses, uses) values ('LASTONE', 'instant', '{"sum": 5000}', 5, 4)`,
    );
    const [a, b] = await Promise.all([register(t.app), register(t.app)]);
    const results = await Promise.all([apply(a.token, 'LASTONE'), apply(b.token, 'LASTONE')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().data.code).toBe('promo_limit');
    const [row] = await queryRows<{ uses: number }>(
      t.db,
      "select uses from promo_codes where code = 'LASTONE'",
    );
    expect(row!.uses).toBe(5);
    const credited =
      (await ledgerCheck(t.db, a.userId)).balance + (await ledgerCheck(t.db, b.userId)).balance;
    expect(credited).toBe(5000);
  });

  it('a common code waits for the next deposit and adds its percent; reset gives it up', async () => {
    const p = await register(t.app);
    expect((await apply(p.token, 'BONUS10')).json()).toEqual({
      success: true,
      type: 'common',
      balance: null,
    });
    expect((await me(p.token)).promo).toEqual({ code: 'BONUS10', type: 'common' });
    const orderId = await topUp(t.app, p.token, 200);
    // 200 ₽ + 10 % (below the first bonus level); the status call says what arrived (issue 48).
    expect((await me(p.token)).finance.balance).toBe(220);
    const status = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/transaction/status?orderId=${orderId}`,
      headers: bearer(p.token),
    });
    expect(status.json()).toMatchObject({ status: 'success', value: 200, credited: 220 });
    expect((await me(p.token)).promo).toBeNull();
    // Spent: a second deposit gets nothing extra.
    await topUp(t.app, p.token, 100);
    expect((await me(p.token)).finance.balance).toBe(320);

    const q = await register(t.app);
    await apply(q.token, 'BONUS10');
    const reset = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/promo/user/reset',
      headers: bearer(q.token),
    });
    expect(reset.json()).toEqual({ success: true });
    await topUp(t.app, q.token, 100);
    expect((await me(q.token)).finance.balance).toBe(100);
  });

  it('a blogger code pays money, coins and a case drop, and the status call shows it', async () => {
    const p = await register(t.app);
    await apply(p.token, 'STREAMER');
    const orderId = await topUp(t.app, p.token, 400);
    const status = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/payments/transaction/status?orderId=${orderId}`,
        headers: bearer(p.token),
      })
    ).json();
    // 400 ₽ reaches the 300 ₽ offer: +5 % money, 10 × 400 ÷ 100 = 40 coins, one drop of its case.
    expect(status).toMatchObject({
      status: 'success',
      value: 400,
      // What arrived (issue 48): the payment and the promo's money.
      credited: 420,
      bonus: {
        coins: 40,
        sum_promo: 420,
        prize: { title: expect.any(String), icon: expect.any(String) },
      },
    });
    const user = await me(p.token);
    expect(user.finance.balance).toBe(420);
    expect(user.finance.coin_balance).toBe(40);
    const inv = (
      await t.app.inject({ method: 'GET', url: '/v1/inventory/get', headers: bearer(p.token) })
    ).json();
    expect(inv.total_item).toBe(1);
  });
});

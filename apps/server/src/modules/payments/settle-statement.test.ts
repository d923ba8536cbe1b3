/**
 * The one-statement settlement of a plain order (settle-statement.ts, issue 14): what it credits and
 * records is what spec 001 §3's bonus levels give (the domain's `bonusLevelOf`, rounded as settle.ts
 * rounds), including amounts whose extra ends in half a kopeck, and a duplicate or late notice still
 * changes nothing. A direction that advertises a bonus of its own (`bonus_percent`) gets it credited
 * too, on the full path.
 */
import { describe, expect, it } from 'vitest';
import { bonusLevelOf } from '@cases/domain/payments/bonus';
import { countryByIso } from '@cases/domain/payments/countries';
import { ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { sandboxNotice, startSandboxOrder } from '../../test/payment-fixtures.ts';

const SECRET = 'a-sandbox-secret-for-this-test-only-0123456789';
const t = fileTestApp({ PAYMENTS_SANDBOX_SECRET: SECRET });

const order = async (token: string, roubles: number) =>
  (await startSandboxOrder(t.app, token, roubles)).order_id;
const notify = (orderId: string, status: 'success' | 'fail', kopecks: number) =>
  sandboxNotice(t.app, SECRET, orderId, status, kopecks);

const ledgerOf = (orderId: string) =>
  queryRows<{ reason: string; amount: string; balance_after: string }>(
    t.db,
    `select reason, amount::text, balance_after::text from ledger
     where reference = 'order:${orderId}' order by id`,
  );

describe('a plain order settled in one statement', () => {
  for (const roubles of [999.99, 1000, 1000.25, 3000.1, 10_000.1, 30_000, 99_999.99]) {
    it(`credits ${roubles} ₽ and its bonus level's extra with one ledger row each`, async () => {
      const p = await register(t.app);
      const id = await order(p.token, roubles);
      const kopecks = Math.round(roubles * 100);
      const level = bonusLevelOf(roubles);
      const extra = level ? Math.round(kopecks * level.bonus_multiplier) : 0;

      const paid = await notify(id, 'success', kopecks);
      expect(paid.json()).toEqual({ success: true, settled: true });
      expect(await ledgerOf(id)).toEqual([
        { reason: 'topup', amount: String(kopecks), balance_after: String(kopecks) },
        ...(extra > 0
          ? [
              {
                reason: 'deposit_bonus',
                amount: String(extra),
                balance_after: String(kopecks + extra),
              },
            ]
          : []),
      ]);
      const [row] = await queryRows<{ status: string; bonus: unknown; done: boolean }>(
        t.db,
        `select status, bonus, completed_at is not null and next_check_at is null as done
         from payment_orders where id = '${id}'`,
      );
      expect(row).toEqual({
        status: 'success',
        bonus:
          extra > 0
            ? { levelMoney: extra, promoMoney: 0, coins: 0, promoKind: null, prize: null }
            : null,
        done: true,
      });
      expect(await ledgerCheck(t.db, p.userId)).toEqual({
        balance: kopecks + extra,
        ledgerSum: kopecks + extra,
      });

      // Late news changes nothing: the same success again, then a failure.
      expect((await notify(id, 'success', kopecks)).json().settled).toBe(false);
      expect((await notify(id, 'fail', kopecks)).json().settled).toBe(false);
      expect(await ledgerOf(id)).toHaveLength(extra > 0 ? 2 : 1);
      expect((await ledgerCheck(t.db, p.userId)).balance).toBe(kopecks + extra);
    });
  }

  it('settles a mismatched amount never, and a failed order never credits', async () => {
    const p = await register(t.app);
    const id = await order(p.token, 1500);
    const wrong = await notify(id, 'success', 150_001);
    expect([wrong.statusCode, wrong.json().data.code]).toEqual([400, 'payment_mismatch']);
    expect(await ledgerOf(id)).toEqual([]);
    expect((await notify(id, 'fail', 150_000)).json().settled).toBe(true);
    expect((await notify(id, 'success', 150_000)).json().settled).toBe(false);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('credits the bonus a direction advertises (hotskins +5 %, webmoney +3 %), once', async () => {
    const ru = countryByIso('RU')!.directions;
    for (const [id, percent] of [
      ['ru-hotskins', 5],
      ['ru-webmoney', 3],
      ['ru-yoomoney', 0],
    ] as const) {
      expect(ru.find((d) => d.payment_direction_id === id)?.bonus_percent).toBe(percent);
      const p = await register(t.app);
      const roubles = 500.37;
      const kopecks = 50_037;
      const { order_id: orderId } = await startSandboxOrder(t.app, p.token, roubles, id);
      const paid = await notify(orderId, 'success', kopecks);
      expect(paid.json()).toEqual({ success: true, settled: true });
      const extra = Math.round((kopecks * percent) / 100);
      expect(await ledgerOf(orderId)).toEqual([
        { reason: 'topup', amount: String(kopecks), balance_after: String(kopecks) },
        ...(extra > 0
          ? [
              {
                reason: 'deposit_bonus',
                amount: String(extra),
                balance_after: String(kopecks + extra),
              },
            ]
          : []),
      ]);
      expect((await notify(orderId, 'success', kopecks)).json().settled).toBe(false);
      expect(await ledgerCheck(t.db, p.userId)).toEqual({
        balance: kopecks + extra,
        ledgerSum: kopecks + extra,
      });
    }
  });
});

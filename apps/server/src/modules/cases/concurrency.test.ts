import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import {
  bearer,
  createTestApp,
  ledgerCheck,
  register,
  topUp,
  type TestApp,
} from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('concurrent opens', () => {
  it('50 parallel opens by a player who can pay for exactly 10 give exactly 10 drops', async () => {
    const { cheapest } = await pickCases(t.app);
    const p = await register(t.app);
    const price = cheapest.price_data.price;
    await topUp(t.app, p.token, Math.round(price * 10 * 100) / 100);

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/v1/cases/${cheapest.slug}/open`,
          headers: bearer(p.token),
          payload: { multi_open: 1 },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 402);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.json().data.code).toBe('balance_error');

    const nonces = ok.map((r) => r.json().drops[0].nonce as number).sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const me = (
      await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(p.token) })
    ).json();
    expect(me.finance.balance).toBe(0);
    const inv = (
      await t.app.inject({ method: 'GET', url: '/v1/inventory/get', headers: bearer(p.token) })
    ).json();
    expect(inv.total_item).toBe(10);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });
});

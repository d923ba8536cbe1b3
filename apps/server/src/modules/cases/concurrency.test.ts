import { describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, ledgerCheck, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();

describe('concurrent opens', () => {
  it('parallel opens by one player never overlap: the overlapping ones are fastOpen and charge nothing', async () => {
    const { cheapest } = await pickCases(t.app);
    const p = await register(t.app);
    const price = Math.round(cheapest.price_data.price * 100);
    await topUp(t.app, p.token, (price * 25) / 100);
    const open = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/cases/${cheapest.slug}/open`,
        headers: bearer(p.token),
        payload: { multi_open: 1 },
      });

    const burst = await Promise.all(Array.from({ length: 20 }, open));
    const ok = burst.filter((r) => r.statusCode === 200);
    const fast = burst.filter((r) => r.statusCode === 429);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(fast.length).toBeGreaterThanOrEqual(1);
    expect(ok.length + fast.length).toBe(20);
    for (const r of fast) expect(r.json().data.code).toBe('fastOpen');
    // Exactly the successful openings were charged, each with its drop and its own nonce.
    const inv = (
      await t.app.inject({ method: 'GET', url: '/v1/inventory/get', headers: bearer(p.token) })
    ).json();
    expect(inv.total_item).toBe(ok.length);
    const nonces = new Set(ok.map((r) => r.json().drops[0].nonce as number));
    expect(nonces.size).toBe(ok.length);
    const check = await ledgerCheck(t.db, p.userId);
    expect(check).toEqual({
      balance: price * (25 - ok.length),
      ledgerSum: price * (25 - ok.length),
    });
  });

  it('one after another, openings go on until the money ends and never below zero', async () => {
    const { cheapest } = await pickCases(t.app);
    const p = await register(t.app);
    await topUp(t.app, p.token, Math.round(cheapest.price_data.price * 2 * 100) / 100);
    const codes = [];
    for (let i = 0; i < 4; i += 1)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `/v1/cases/${cheapest.slug}/open`,
            headers: bearer(p.token),
            payload: { multi_open: 1 },
          })
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 402, 402]);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('different players open in parallel without refusing each other', async () => {
    const { cheapest } = await pickCases(t.app);
    const players = await Promise.all(Array.from({ length: 8 }, () => register(t.app)));
    for (const p of players) await topUp(t.app, p.token, cheapest.price_data.price);
    const results = await Promise.all(
      players.map((p) =>
        t.app.inject({
          method: 'POST',
          url: `/v1/cases/${cheapest.slug}/open`,
          headers: bearer(p.token),
          payload: { multi_open: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(players.map(() => 200));
    for (const p of players)
      expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { grantItem } from '../../test/special-items.ts';

const t = fileTestApp();

const winrate = (id: string) => t.app.inject({ method: 'GET', url: `/v1/users/${id}/winrate` });

describe('GET /v1/users/{id}/winrate (spec 000 §7, 001 §3 Win rate)', () => {
  it('counts paid openings whose drop is worth at least the price as wins, the rest as losses', async () => {
    const p = await register(t.app);
    expect((await winrate(p.userId)).json()).toEqual({ win: 0, lose: 0 });
    await topUp(t.app, p.token, 500);
    const { cheapest, free } = await pickCases(t.app);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/v1/cases/${cheapest.slug}/open`,
      headers: bearer(p.token),
      payload: { multi_open: 5 },
    });
    expect(opened.statusCode).toBe(200);
    const drops = opened.json<{ drops: { item: { price: number } }[] }>().drops;
    const cents = (x: number) => Math.round(x * 100);
    const price = cents(cheapest.price_data.price);
    const wins = drops.filter((d) => cents(d.item.price) >= price).length;
    // A free opening, unpacked contents (paid null) and rows with paid 0 are not counted.
    const gift = await t.app.inject({
      method: 'POST',
      url: `/v1/cases/${free.slug}/open`,
      headers: bearer(p.token),
      payload: { multi_open: 1 },
    });
    expect(gift.statusCode).toBe(200);
    await grantItem(t.db, p.userId, 'murder-mask');
    await grantItem(t.db, p.userId, 'murder-mask', { paid: 0 });
    // Worth exactly what was paid is a win; a kopeck less is a loss.
    await grantItem(t.db, p.userId, 'murder-mask', { price: 1_000, paid: 1_000 });
    await grantItem(t.db, p.userId, 'murder-mask', { price: 999, paid: 1_000 });

    const res = await winrate(p.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ win: wins + 1, lose: drops.length - wins + 1 });
  });

  it('is public and answers 404 userNotFound for an unknown user', async () => {
    for (const id of ['999999999', 'abc']) {
      const res = await winrate(id);
      expect([res.statusCode, res.json().data.code]).toEqual([404, 'userNotFound']);
    }
  });
});

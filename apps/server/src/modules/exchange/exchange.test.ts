/**
 * Issue 29 "Skin exchange": the catalog side searched and filtered; an exchange's arithmetic at the kopeck with
 * the published margin (given items EXCHANGED, taken ones arriving with source Change, the remainder credited, the
 * balance equal to the ledger); taking more than allowed refused with nothing changed; the same item offered to
 * two exchanges, or to an exchange and a sale, at once → one wins; items in a game cannot be given; another
 * player's item is invisible; hostile input answers 4xx.
 */
import { describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { nearestRow, ordinaryRows, putItems, statusesOf } from '../../test/inventory-fixtures.ts';

const t = fileTestApp({ EXCHANGE_MARGIN: '0.07' });

const post = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/skin-exchange',
    headers: bearer(token),
    payload: payload as object,
  });

async function balanced(userId: string) {
  const b = await ledgerCheck(t.db, userId);
  expect(b.ledgerSum).toBe(b.balance);
  return b.balance;
}

describe('skin exchange', () => {
  it('publishes its margin and searches the catalog side by name and price', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/skin-exchange/info' })).json()).toEqual({
      margin_percent: 7,
    });
    const all = (await t.app.inject({ method: 'GET', url: '/v1/skin-exchange/items' })).json<{
      items: { id: string; name: string; price: number }[];
      total: number;
      per_page: number;
    }>();
    expect(all.items).toHaveLength(all.per_page);
    for (let i = 1; i < all.items.length; i += 1)
      expect(all.items[i - 1]!.price).toBeGreaterThanOrEqual(all.items[i]!.price);
    const ranged = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/skin-exchange/items?price_from=10&price_to=50',
      })
    ).json<{ items: { price: number }[]; total: number }>();
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.items.filter((i) => i.price < 10 || i.price > 50)).toEqual([]);
    const word = all.items[0]!.name.split(' ')[0]!;
    const found = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/skin-exchange/items?search=${encodeURIComponent(word)}`,
      })
    ).json<{ items: { name: string }[] }>();
    expect(found.items.length).toBeGreaterThan(0);
    for (const i of found.items) expect(i.name.toLowerCase()).toContain(word.toLowerCase());
    for (const q of ['page=0', 'price_from=-1', 'page=abc', `search=${'x'.repeat(200)}`])
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/skin-exchange/items?${q}` })).statusCode,
      ).toBe(400);
  });

  it('exchanges at the kopeck: value less 7 %, the rest credited, EXCHANGED and Change', async () => {
    const p = await register(t.app);
    const rows = await ordinaryRows(t.db);
    const a = nearestRow(rows, 123_45);
    const b = nearestRow(rows, 77_77);
    const given = await putItems(t.db, p.userId, [a.id, b.id]);
    const value = a.price + b.price;
    const allowed = Math.floor((value * 9300) / 10_000);
    const target = rows.filter((r) => r.price <= allowed / 2).at(-1)!;
    const before = await balanced(p.userId);
    const res = await post(p.token, {
      items: given.map((g) => g.id),
      take: [target.id, target.id],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      value: number;
      allowed: number;
      credited: number;
      balance: number;
      taken: { id: string; item_id: string; source: string; status: string; price: number }[];
    }>();
    expect(body.value).toBe(value / 100);
    expect(body.allowed).toBe(allowed / 100);
    expect(Math.round(body.credited * 100)).toBe(allowed - 2 * target.price);
    expect(body.taken.map((x) => [x.item_id, x.source, x.status])).toEqual([
      [target.id, 'Change', 'progress'],
      [target.id, 'Change', 'progress'],
    ]);
    const after = await balanced(p.userId);
    expect(after).toBe(before + allowed - 2 * target.price);
    expect(body.balance).toBe(after / 100);
    const statuses = await statusesOf(t.db, p.userId);
    for (const g of given) expect(statuses.get(g.id)).toBe('EXCHANGED');
    // Taking more than allowed is refused and changes nothing.
    const [c] = await putItems(t.db, p.userId, [a.id]);
    const dear = rows.find((r) => r.price > Math.floor((a.price * 9300) / 10_000))!;
    const refused = await post(p.token, { items: [c!.id], take: [dear.id] });
    expect([refused.statusCode, refused.json().data.code]).toEqual([
      409,
      'exchange_value_exceeded',
    ]);
    expect((await statusesOf(t.db, p.userId)).get(c!.id)).toBe('progress');
    expect(await balanced(p.userId)).toBe(after);
  });

  it('takes a catalog item whatever the length of its id (the longest in the catalog)', async () => {
    const p = await register(t.app);
    const rows = await ordinaryRows(t.db);
    const longest = [...rows].sort((x, y) => y.id.length - x.id.length)[0]!;
    expect(longest.id.length).toBeGreaterThan(30);
    const [given] = await putItems(t.db, p.userId, [nearestRow(rows, longest.price * 2).id]);
    const res = await post(p.token, { items: [given!.id], take: [longest.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ taken: { item_id: string }[] }>().taken.map((x) => x.item_id)).toEqual([
      longest.id,
    ]);
    await balanced(p.userId);
  });

  it('lets one of two exchanges, or an exchange and a sale, take the same item', async () => {
    const p = await register(t.app);
    const rows = await ordinaryRows(t.db);
    const a = nearestRow(rows, 500_00);
    const cheap = rows[0]!;
    for (let round = 0; round < 4; round += 1) {
      const [item] = await putItems(t.db, p.userId, [a.id]);
      const race =
        round % 2 === 0
          ? [
              post(p.token, { items: [item!.id], take: [cheap.id] }),
              post(p.token, { items: [item!.id], take: [cheap.id] }),
            ]
          : [
              post(p.token, { items: [item!.id], take: [cheap.id] }),
              t.app.inject({
                method: 'POST',
                url: '/v1/inventory/sell',
                headers: bearer(p.token),
                payload: { id: item!.id },
              }),
            ];
      const answers = await Promise.all(race);
      // A sale that lost answers 4xx; one that won answers 200 with the item sold.
      const won = answers.filter(
        (x) => x.statusCode === 200 && (x.json<{ sold?: number }>().sold ?? 1) === 1,
      );
      expect(won).toHaveLength(1);
      for (const x of answers.filter((y) => !won.includes(y))) {
        expect(x.statusCode).toBeGreaterThanOrEqual(400);
        expect(x.statusCode).toBeLessThan(500);
      }
      const status = (await statusesOf(t.db, p.userId)).get(item!.id);
      expect(['EXCHANGED', 'selled']).toContain(status);
      await balanced(p.userId);
    }
    const [n] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from skin_exchanges where user_id = ${Number(p.userId)}`,
    );
    expect(n!.n).toBeGreaterThanOrEqual(2);
  });

  it('refuses items in a game, another player’s items and hostile input, changing nothing', async () => {
    const p = await register(t.app);
    const other = await register(t.app);
    const rows = await ordinaryRows(t.db);
    const a = nearestRow(rows, 300_00);
    const [inGame] = await putItems(t.db, p.userId, [a.id], { status: 'to_upgrade' });
    const [withdrawing] = await putItems(t.db, p.userId, [a.id], { status: 'PREPARING' });
    const [theirs] = await putItems(t.db, other.userId, [a.id]);
    const [mine] = await putItems(t.db, p.userId, [a.id]);
    const cheap = rows[0]!.id;
    for (const id of [inGame!.id, withdrawing!.id, theirs!.id]) {
      const res = await post(p.token, { items: [id], take: [cheap] });
      expect([res.statusCode, res.json().data.code]).toEqual([409, 'exchange_items_outdated']);
    }
    const bad: unknown[] = [
      {},
      { items: [], take: [cheap] },
      { items: [mine!.id], take: [] },
      { items: [mine!.id, mine!.id], take: [cheap] },
      { items: [mine!.id], take: ['no-such-item'] },
      { items: ['abc'], take: [cheap] },
      { items: [mine!.id], take: [cheap], extra: true },
      { items: Array.from({ length: 50 }, (_, i) => String(i + 1)), take: [cheap] },
      { items: mine!.id, take: cheap },
    ];
    for (const body of bad) {
      const res = await post(p.token, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().data.code).toBeTruthy();
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/skin-exchange',
          payload: { items: [mine!.id], take: [cheap] },
        })
      ).statusCode,
    ).toBe(401);
    const statuses = await statusesOf(t.db, p.userId);
    expect([
      statuses.get(inGame!.id),
      statuses.get(withdrawing!.id),
      statuses.get(mine!.id),
    ]).toEqual(['to_upgrade', 'PREPARING', 'progress']);
    expect((await statusesOf(t.db, other.userId)).get(theirs!.id)).toBe('progress');
    expect(await balanced(p.userId)).toBe(0);
  });
});

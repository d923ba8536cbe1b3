import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { itemStatuses } from '../../test/inventory-fixtures.ts';
import { TRADE_LINK } from '../../test/withdrawal-fixtures.ts';

const t = fileTestApp();

interface View {
  id: string;
  name: string;
  price: number;
}
interface Listed extends View {
  item_id: string;
  type: number;
  status: string;
  source: string;
  case_slug: string | null;
  pack_items: View[];
}
const CASE = 'hero-sets';
const cents = (x: number) => Math.round(x * 100);
const code = (res: { json: () => { data: { code: string } } }) => res.json().data.code;
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const unpack = (token: string, inventory_id: unknown) =>
  post(token, '/v1/inventory/packs/open', { inventory_id });
const listing = async (token: string, group = 'all') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/inventory/get?group=${group}`,
      headers: bearer(token),
    })
  ).json<{ items: Listed[]; total_item: number; total_price: number }>();
const statusOf = async (id: string) => (await itemStatuses(t.db, [id]))[0];

/** A player who opened the hero-sets case `opens` times (every drop of it is a pack); returns the pack ids. */
async function playerWithPacks(opens = 1) {
  const p = await register(t.app);
  await topUp(t.app, p.token, 1000);
  const res = await post(p.token, `/v1/cases/${CASE}/open`, { multi_open: opens });
  expect(res.statusCode).toBe(200);
  const ids = res.json<{ drops: { id: string }[] }>().drops.map((d) => d.id);
  return { ...p, ids };
}

describe('POST /v1/inventory/packs/open (spec 001 §4 Unpack)', () => {
  it('lists a dropped pack with its contents, then unpacks it into progress items', async () => {
    const p = await playerWithPacks();
    const [packId] = p.ids;
    const before = await listing(p.token, 'active');
    const pack = before.items.find((i) => i.id === packId)!;
    expect(pack.type).toBe(ITEM_TYPE.pack);
    expect(pack.pack_items.length).toBeGreaterThanOrEqual(2);
    expect(cents(pack.price)).toBe(pack.pack_items.reduce((s, i) => s + cents(i.price), 0));
    const paid = await queryRows<{ paid: string }>(
      t.db,
      `select paid::text from inventory_items where id = ${packId}`,
    );
    expect(paid[0]!.paid).toBe('8900');
    const balance = (await ledgerCheck(t.db, p.userId)).balance;

    const res = await unpack(p.token, packId);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; items: Listed[] }>();
    expect(body.status).toBe('unpacked');
    expect(body.items.map((i) => [i.item_id, i.price])).toEqual(
      pack.pack_items.map((i) => [i.id, i.price]),
    );
    for (const item of body.items) {
      expect(item).toMatchObject({
        type: ITEM_TYPE.item,
        status: 'progress',
        source: 'Case',
        case_slug: CASE,
        pack_items: [],
      });
    }
    const ids = body.items.map((i) => Number(i.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    expect(await statusOf(packId!)).toBe('unpacked');
    const after = await listing(p.token, 'active');
    expect(after.items.map((i) => i.id).sort()).toEqual(body.items.map((i) => i.id).sort());
    expect(cents(after.total_price)).toBe(cents(pack.price));
    const all = await listing(p.token, 'all');
    expect(all.items.find((i) => i.id === packId)?.status).toBe('unpacked');
    const contentsPaid = await queryRows<{ paid: string | null }>(
      t.db,
      `select paid::text from inventory_items where id in (${ids.join(',')})`,
    );
    expect(contentsPaid.filter((r) => !(r.paid === null))).toEqual([]);
    // No money moves: the pack is worth its contents.
    const check = await ledgerCheck(t.db, p.userId);
    expect(check).toEqual({ balance, ledgerSum: balance });
  });

  it('refuses a second unpack, an ordinary item and a sold pack with 409 inventory', async () => {
    const p = await playerWithPacks(2);
    const [first, second] = p.ids;
    const ok = await unpack(p.token, first);
    expect(ok.statusCode).toBe(200);
    const again = await unpack(p.token, first);
    expect([again.statusCode, code(again)]).toEqual([409, 'inventory']);
    const content = ok.json<{ items: Listed[] }>().items[0]!;
    const ordinary = await unpack(p.token, content.id);
    expect([ordinary.statusCode, code(ordinary)]).toEqual([409, 'inventory']);
    expect(await statusOf(content.id)).toBe('progress');

    const sold = await post(p.token, '/v1/inventory/sell', { id: second });
    expect(sold.statusCode).toBe(200);
    const afterSale = await unpack(p.token, second);
    expect([afterSale.statusCode, code(afterSale)]).toEqual([409, 'inventory']);
    const rows = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from inventory_items where user_id = ${p.userId}`,
    );
    expect(rows[0]!.n).toBe(2 + ok.json<{ items: unknown[] }>().items.length);
  });

  it('sells a pack at its price and refuses to withdraw it', async () => {
    const p = await playerWithPacks(2);
    const link = await post(p.token, '/v1/users/set/steam/data', { link: TRADE_LINK });
    expect(link.statusCode).toBe(200);
    const send = await post(p.token, '/v1/inventory/senditem', {
      ids: [p.ids[0]],
      method: 'trade',
    });
    expect([send.statusCode, code(send)]).toEqual([409, 'inventory']);
    expect(await statusOf(p.ids[0]!)).toBe('progress');
    const price = (await listing(p.token)).items.find((i) => i.id === p.ids[1])!.price;
    const sold = await post(p.token, '/v1/inventory/sell', { id: p.ids[1] });
    expect(sold.statusCode).toBe(200);
    expect(cents(sold.json<{ amount: number }>().amount)).toBe(cents(price));
  });

  it('unpacks once under 10 parallel requests', async () => {
    const p = await playerWithPacks();
    const [packId] = p.ids;
    const results = await Promise.all(Array.from({ length: 10 }, () => unpack(p.token, packId)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    const winner = results.find((r) => r.statusCode === 200)!.json<{ items: unknown[] }>();
    const rows = await queryRows<{ status: string; n: number }>(
      t.db,
      `select status, count(*)::int as n from inventory_items where user_id = ${p.userId} group by status order by status`,
    );
    expect(rows).toEqual([
      { status: 'progress', n: winner.items.length },
      { status: 'unpacked', n: 1 },
    ]);
  });

  it("answers 404 for another player's pack or an unknown id, and changes nothing", async () => {
    const owner = await playerWithPacks();
    const thief = await register(t.app);
    for (const id of [owner.ids[0], '999999999', 'abc']) {
      const res = await unpack(thief.token, id);
      expect([res.statusCode, code(res)]).toEqual([404, 'invalidItem']);
    }
    expect(await statusOf(owner.ids[0]!)).toBe('progress');
    expect((await listing(thief.token)).total_item).toBe(0);
  });

  it('answers 400 dataNotFound for a bad body and 401 without a session', async () => {
    const p = await playerWithPacks();
    for (const payload of [{}, { inventory_id: p.ids[0], extra: 1 }, { inventory_id: [1] }]) {
      const res = await post(p.token, '/v1/inventory/packs/open', payload);
      expect([res.statusCode, code(res)]).toEqual([400, 'dataNotFound']);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/packs/open',
      payload: { inventory_id: p.ids[0] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusOf(p.ids[0]!)).toBe('progress');
  });
});

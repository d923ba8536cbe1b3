import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  catalogRows,
  ledgerRows,
  ordinaryRows,
  putItems,
  statusesOf,
  type CatalogRow,
} from '../../test/inventory-fixtures.ts';
import { REPLACEMENTS_MAX } from './replacements.ts';

const t = fileTestApp();
/** An ordinary catalog item with more than REPLACEMENTS_MAX candidates, and one with a few. */
let wide: CatalogRow;
let narrow: CatalogRow;
const candidates = (all: CatalogRow[], of: CatalogRow) =>
  all.filter((r) => r.id !== of.id && r.price <= of.price && r.price * 2 >= of.price);
beforeAll(async () => {
  const ordinary = await ordinaryRows(t.db);
  wide = ordinary.find((r) => candidates(ordinary, r).length > REPLACEMENTS_MAX)!;
  narrow = ordinary.find((r) => {
    const n = candidates(ordinary, r).length;
    return n >= 3 && n <= 10 && r.price >= 1_000;
  })!;
  expect({ wide, narrow }).toEqual({ wide: expect.any(Object), narrow: expect.any(Object) });
});

interface ItemView {
  id: string;
  price: number;
}
const list = (token: string, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/inventory/get/replacements?id=${id}`,
    headers: bearer(token),
  });
const replace = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/inventory/replacement',
    headers: bearer(token),
    payload,
  });
const code = (res: { json: () => { data: { code: string } } }) => res.json().data.code;

/** A player owning one `item`, and a snapshot of their state to compare after a refused call. */
async function owner(item: CatalogRow) {
  const p = await register(t.app);
  const [row] = await putItems(t.db, p.userId, [item.id]);
  const state = async () => ({
    statuses: [...(await statusesOf(t.db, p.userId)).entries()],
    money: await ledgerCheck(t.db, p.userId),
  });
  return { ...p, row: row!, state };
}

describe('GET /v1/inventory/get/replacements', () => {
  it('lists ordinary items between half and all of the price, cheapest first, at most 30', async () => {
    const ordinary = await ordinaryRows(t.db);
    for (const item of [wide, narrow]) {
      const p = await owner(item);
      const res = await list(p.token, p.row.id);
      expect(res.statusCode).toBe(200);
      const got = res.json<{ items: ItemView[] }>().items;
      const expected = candidates(ordinary, item).slice(0, REPLACEMENTS_MAX);
      expect(got.map((i) => i.id)).toEqual(expected.map((r) => r.id));
      expect(got.length).toBeLessThanOrEqual(REPLACEMENTS_MAX);
      for (const i of got) {
        expect(Math.round(i.price * 100)).toBeLessThanOrEqual(item.price);
        expect(Math.round(i.price * 100) * 2).toBeGreaterThanOrEqual(item.price);
      }
    }
    const special = (await catalogRows(t.db)).filter((r) => r.type !== 0).map((r) => r.id);
    const p = await owner(wide);
    const ids = (await list(p.token, p.row.id))
      .json<{ items: ItemView[] }>()
      .items.map((i) => i.id);
    expect(ids.filter((id) => special.includes(id))).toEqual([]);
  });

  it("is the owner's only: 404 for a foreign, unknown or malformed id", async () => {
    const a = await owner(narrow);
    const b = await register(t.app);
    for (const id of [a.row.id, '999999999', 'abc'])
      expect([(await list(b.token, id)).statusCode, code(await list(b.token, id))]).toEqual([
        404,
        'invalidItem',
      ]);
    expect((await t.app.inject({ url: `/v1/inventory/get/replacements?id=1` })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /v1/inventory/replacement', () => {
  it('swaps the item and credits the price difference through the ledger', async () => {
    const p = await owner(narrow);
    const offered = (await list(p.token, p.row.id)).json<{ items: ItemView[] }>().items;
    const target = offered[0]!;
    const res = await replace(p.token, { id: p.row.id, replacement_id: target.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const refund = narrow.price - Math.round(target.price * 100);
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      status: 'changed',
      refund: refund / 100,
      balance: refund / 100,
      item: {
        item_id: target.id,
        price: target.price,
        status: 'progress',
        source: 'Change',
        case_slug: null,
        pack_items: [],
        timer_data: null,
      },
    });
    const statuses = await statusesOf(t.db, p.userId);
    expect(statuses.get(p.row.id)).toBe('changed');
    expect(statuses.get(body.data.item.id)).toBe('progress');
    const check = await ledgerCheck(t.db, p.userId);
    expect([check.balance, check.ledgerSum]).toEqual([refund, refund]);
    expect((await ledgerRows(t.db, p.userId, 'replacement')).map((r) => Number(r.amount))).toEqual(
      refund > 0 ? [refund] : [],
    );
    const listed = await t.app.inject({
      url: '/v1/inventory/get?group=active',
      headers: bearer(p.token),
    });
    expect(listed.json().items.map((i: { id: string }) => i.id)).toEqual([body.data.item.id]);
    const again = await replace(p.token, { id: p.row.id, replacement_id: target.id });
    expect([again.statusCode, code(again)]).toEqual([409, 'inventory']);
  });

  it('10 parallel replacements of one item: exactly one succeeds', async () => {
    const p = await owner(wide);
    const offered = (await list(p.token, p.row.id)).json<{ items: ItemView[] }>().items;
    const results = await Promise.all(
      offered.slice(0, 10).map((o) => replace(p.token, { id: p.row.id, replacement_id: o.id })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, code(r)]).toEqual([409, 'inventory']);
    const changes = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from inventory_items where user_id = ${p.userId} and source = 'Change'`,
    );
    expect(changes[0]!.n).toBe(1);
    const check = await ledgerCheck(t.db, p.userId);
    expect(check.ledgerSum).toBe(check.balance);
    expect(check.balance).toBe(Math.round(ok[0]!.json().data.refund * 100));
  });

  it('refuses, changing nothing: foreign 404, not offered 400, bad body 400, not active 409', async () => {
    const p = await owner(narrow);
    const stranger = await register(t.app);
    const before = await p.state();
    const offered = (await list(p.token, p.row.id)).json<{ items: ItemView[] }>().items;
    const ok = offered[0]!.id;
    const foreign = await replace(stranger.token, { id: p.row.id, replacement_id: ok });
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'invalidItem']);
    const dearer = (await ordinaryRows(t.db)).find((r) => r.price > narrow.price)!;
    for (const replacement_id of [narrow.id, dearer.id, 'no-such-item']) {
      const res = await replace(p.token, { id: p.row.id, replacement_id });
      expect([res.statusCode, code(res)]).toEqual([400, 'dataNotFound']);
    }
    for (const payload of [
      {},
      { id: p.row.id },
      { replacement_id: ok },
      { id: p.row.id, replacement_id: '' },
      { id: p.row.id, replacement_id: ok, extra: 1 },
      { id: null, replacement_id: ok },
    ]) {
      const res = await replace(p.token, payload);
      expect([res.statusCode, code(res)]).toEqual([400, 'dataNotFound']);
    }
    expect(await p.state()).toEqual(before);
    const sold = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/sell',
      headers: bearer(p.token),
      payload: { id: p.row.id },
    });
    expect(sold.statusCode).toBe(200);
    const late = await replace(p.token, { id: p.row.id, replacement_id: ok });
    expect([late.statusCode, code(late)]).toEqual([409, 'inventory']);
    expect((await list(p.token, p.row.id)).json().items).toEqual([]);
  });

  it('refuses packs and vouchers with 409 inventory', async () => {
    const special = (await catalogRows(t.db)).filter((r) => r.type !== 0);
    const p = await register(t.app);
    const rows = await putItems(
      t.db,
      p.userId,
      special.map((r) => r.id),
    );
    const anyOrdinary = (await ordinaryRows(t.db))[0]!.id;
    for (const row of rows) {
      const res = await replace(p.token, { id: row.id, replacement_id: anyOrdinary });
      expect([res.statusCode, code(res)]).toEqual([409, 'inventory']);
    }
  });
});

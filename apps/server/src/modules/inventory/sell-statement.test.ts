/**
 * Issue 14 "every money path": a sale of chosen items is one statement (`sell_items`, migration 0018)
 * that trusts no remembered session, refuses before it changes anything, and pays exactly what it
 * marks sold. The wider sale behaviour (queueing, races with sell/all) is in sales.test.ts and
 * inventory.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, ledgerCheck, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { playerWithDrops as dropsPlayer } from '../../test/inventory-fixtures.ts';
import { sellItemsStatement } from './sell-statement.ts';

const t = fileTestApp();
let slug: string;
beforeAll(async () => {
  slug = (await pickCases(t.app)).cheapest.slug;
});

async function playerWithDrops(n: number) {
  const p = await dropsPlayer(t.app, slug, n);
  return { ...p, ids: p.drops.map((d) => d.id) };
}

const sell = (token: string, ids: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/inventory/sell/many',
    headers: bearer(token),
    payload: { ids },
  });

/** Status and price (kopecks) of each of `ids`, in that order. */
async function items(ids: string[]) {
  const rows = await queryRows<{ id: string; status: string; price: number }>(
    t.db,
    `select id::text, status, price::int from inventory_items where id in (${ids.join(',')})`,
  );
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

describe('the one-statement sale', () => {
  it('refuses a remembered session revoked elsewhere, selling nothing', async () => {
    const p = await playerWithDrops(3);
    expect((await sell(p.token, [p.ids[0]!])).statusCode).toBe(200);
    const before = await ledgerCheck(t.db, p.userId);
    // Revoked by another process: this one still remembers the token for the first sale.
    await queryRows(t.db, `update sessions set revoked_at = now() where user_id = ${p.userId}`);
    const refused = await sell(p.token, [p.ids[1]!]);
    expect([refused.statusCode, refused.json().data.code]).toEqual([401, 'authentication']);
    const again = await sell(p.token, [p.ids[2]!]);
    expect([again.statusCode, again.json().data.code]).toEqual([401, 'authentication']);
    expect((await items(p.ids.slice(1))).map((i) => i.status)).toEqual(['progress', 'progress']);
    expect(await ledgerCheck(t.db, p.userId)).toEqual(before);
  });

  it('changes nothing when one chosen item is foreign or already sold', async () => {
    const p = await playerWithDrops(3);
    const other = await playerWithDrops(1);
    const before = await ledgerCheck(t.db, p.userId);
    const foreign = await sell(p.token, [p.ids[0]!, other.ids[0]!]);
    expect([foreign.statusCode, foreign.json().data.code]).toEqual([404, 'invalidItem']);
    expect((await sell(p.token, [p.ids[1]!])).statusCode).toBe(200);
    const afterOne = await ledgerCheck(t.db, p.userId);
    const sold = await sell(p.token, [p.ids[0]!, p.ids[1]!, p.ids[2]!]);
    expect([sold.statusCode, sold.json().data.code]).toEqual([409, 'inventory']);
    expect((await items(p.ids)).map((i) => i.status)).toEqual(['progress', 'selled', 'progress']);
    expect((await items(other.ids))[0]!.status).toBe('progress');
    expect(afterOne.balance).toBe(before.balance + (await items([p.ids[1]!]))[0]!.price);
    expect(await ledgerCheck(t.db, p.userId)).toEqual(afterOne);
  });

  it('pays the summed price with one ledger row and answers what is left', async () => {
    const p = await playerWithDrops(5);
    const chosen = p.ids.slice(0, 3);
    const prices = (await items(p.ids)).map((i) => i.price);
    const before = await ledgerCheck(t.db, p.userId);
    const sale = await sellItemsStatement(t.db, Number(p.userId), chosen.map(Number), null);
    const paid = prices[0]! + prices[1]! + prices[2]!;
    expect(sale).toEqual({
      balance: before.balance + paid,
      amount: paid,
      totalAmountItems: prices[3]! + prices[4]!,
    });
    const rows = await queryRows<{ amount: number; reason: string; reference: string }>(
      t.db,
      `select amount::int, reason, reference from ledger where user_id = ${p.userId} and reason = 'sell'`,
    );
    const lowest = Math.min(...chosen.map(Number));
    expect(rows).toEqual([{ amount: paid, reason: 'sell', reference: `items:3:${lowest}` }]);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({
      balance: before.balance + paid,
      ledgerSum: before.balance + paid,
    });
  });
});

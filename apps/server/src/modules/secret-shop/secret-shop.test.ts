/**
 * Issue 29 "Secret shop": the period's selection follows its documented seeded rule (the same for everybody,
 * within the price and discount ranges, another selection next period); a purchase debits the discounted price
 * through the ledger and adds the item (source Change) at the price paid; below the level → 403; the per-player
 * limit and each slot's stock hold under parallel buys; a slot of another period is gone.
 */
import { describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { ordinaryItems, snapshot } from '../../kernel/catalog/snapshot.ts';
import { periodAt, slotsOf } from './selection.ts';

const t = fileTestApp({
  SECRET_SHOP_MIN_LEVEL: '2',
  SECRET_SHOP_STOCK: '5',
  SECRET_SHOP_PER_PLAYER: '3',
});

interface Shop {
  min_level: number;
  level: number;
  allowed: boolean;
  period_ends_at: string;
  limit: number;
  bought: number;
  slots: {
    id: string;
    item: { id: string };
    price: number;
    old_price: number;
    sale: number;
    stock_left: number;
  }[];
}
const shop = async (token?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/v1/secret-shop',
      headers: token ? bearer(token) : {},
    })
  ).json<Shop>();
const buy = (token: string, slot: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/secret-shop/${encodeURIComponent(slot)}/buy`,
    headers: bearer(token),
  });

/** A player at level 2 or more (exp 100+) with `rub` roubles. */
async function levelled(rub: number) {
  const p = await register(t.app);
  await topUp(t.app, p.token, rub);
  await queryRows(t.db, `update users set exp = 150 where id = ${Number(p.userId)}`);
  return p;
}

describe('the secret shop', () => {
  it('shows the seeded selection of the period, the same for everybody, inside its ranges', async () => {
    const visitor = await shop();
    const cfg = t.config.shops.secretShop;
    const period = periodAt(Date.now(), cfg.periodMs);
    const expected = slotsOf(period, ordinaryItems(await snapshot(t.db)), cfg);
    expect(visitor.slots.map((s) => [s.id, s.item.id, s.sale])).toEqual(
      expected.map((s) => [`${period}-${s.position}`, s.item.id, s.sale]),
    );
    expect(visitor.slots).toHaveLength(cfg.slots);
    expect(new Set(visitor.slots.map((s) => s.item.id)).size).toBe(cfg.slots);
    for (const s of visitor.slots) {
      expect(s.sale).toBeGreaterThanOrEqual(15);
      expect(s.sale).toBeLessThanOrEqual(35);
      expect(Math.round(s.price * 100)).toBe(
        Math.round((Math.round(s.old_price * 100) * (100 - s.sale)) / 100),
      );
    }
    expect({
      allowed: visitor.allowed,
      level: visitor.level,
      min_level: visitor.min_level,
    }).toEqual({
      allowed: false,
      level: 0,
      min_level: 2,
    });
    const next = slotsOf(period + 1, ordinaryItems(await snapshot(t.db)), cfg);
    expect(next.map((s) => s.item.id)).not.toEqual(expected.map((s) => s.item.id));
    expect(Date.parse(visitor.period_ends_at)).toBe((period + 1) * cfg.periodMs);
  });

  it('sells at the discount through the ledger, from the level up, the item kept at the price paid', async () => {
    const low = await register(t.app);
    await topUp(t.app, low.token, 1000);
    const slot = (await shop()).slots[0]!;
    const refused = await buy(low.token, slot.id);
    expect([refused.statusCode, refused.json().data.code]).toEqual([403, 'secret_shop_level']);

    const p = await levelled(10_000);
    const before = await ledgerCheck(t.db, p.userId);
    const res = await buy(p.token, slot.id);
    expect(res.statusCode).toBe(200);
    const after = await ledgerCheck(t.db, p.userId);
    expect(after.balance).toBe(after.ledgerSum);
    expect(after.balance).toBe(before.balance - Math.round(slot.price * 100));
    const [row] = await queryRows<{
      item_id: string;
      source: string;
      price: string;
      status: string;
    }>(
      t.db,
      `select item_id, source, price::text, status from inventory_items where id = ${Number(res.json().inventory_item_id)}`,
    );
    expect(row).toEqual({
      item_id: slot.item.id,
      source: 'Change',
      price: String(Math.round(slot.price * 100)),
      status: 'progress',
    });
    const mine = await shop(p.token);
    expect({ allowed: mine.allowed, bought: mine.bought }).toEqual({ allowed: true, bought: 1 });
    expect(mine.slots[0]!.stock_left).toBe(slot.stock_left - 1);
  });

  it('holds the per-player limit and the stock under parallel buys, and forgets other periods', async () => {
    const slots = (await shop()).slots;
    const p = await levelled(20_000);
    const answers = await Promise.all(slots.slice(1, 7).map((s) => buy(p.token, s.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect([a.statusCode, a.json().data.code]).toEqual([409, 'offer_limit_reached']);
    const books = await ledgerCheck(t.db, p.userId);
    expect(books.balance).toBe(books.ledgerSum);

    const last = slots.at(-1)!;
    const players = await Promise.all(Array.from({ length: 9 }, () => levelled(20_000)));
    const race = await Promise.all(players.map((q) => buy(q.token, last.id)));
    expect(race.filter((a) => a.statusCode === 200)).toHaveLength(5);
    for (const a of race.filter((x) => x.statusCode !== 200))
      expect([a.statusCode, a.json().data.code]).toEqual([409, 'offer_sold_out']);
    expect((await shop()).slots.at(-1)!.stock_left).toBe(0);
    for (const q of players) {
      const b = await ledgerCheck(t.db, q.userId);
      expect(b.balance).toBe(b.ledgerSum);
    }

    const period = Number(last.id.split('-')[0]);
    for (const id of [`${period - 1}-0`, `${period}-99`, 'x', '1-1-1', `${period}-`])
      expect((await buy(players[0]!.token, id)).statusCode).toBe(404);
  });
});

import { ITEM_STATUSES, ITEM_TYPE } from '@cases/domain/api/inventory';
import { describe, expect, it } from 'vitest';
import { itemBySlug } from '../../catalog/catalog.ts';
import { bearer, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { grantItem } from '../../test/special-items.ts';
import { playerWithItems } from '../../test/withdrawal-fixtures.ts';

const t = fileTestApp();
// The test app runs no withdrawal worker: the PREPARING rows below stay as the test leaves them.

interface Listed {
  id: string;
  item_id: string;
  type: number;
  status: string;
  price: number;
  price_profile: number;
  pack_items: { id: string; price: number }[];
  timer_data: { end_at: string } | null;
  trade_offer: { id: string; url: string; bot_name: string; expires_at: string } | null;
}
const listing = async (token: string, group: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/inventory/get?group=${group}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: Listed[]; total_item: number }>();
};
const setStatus = (id: string, status: string) =>
  queryRows(t.db, `update inventory_items set status = '${status}' where id = ${Number(id)}`);
const ids = (items: Listed[]) => items.map((i) => i.id).sort();

describe('GET /v1/inventory/get fields (spec 001 §3 Inventory item)', () => {
  it('gives PREPARING items their withdrawal timer and groups PREPARING, send and STEAM_WITHDRAWN', async () => {
    const p = await playerWithItems(t.app, 4);
    const [preparing, sent, withdrawn, kept] = p.ids as [string, string, string, string];
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/senditem',
      headers: bearer(p.token),
      payload: { ids: [preparing], method: 'trade' },
    });
    expect(res.statusCode).toBe(200);
    const after = Date.now();
    await setStatus(sent, 'send');
    await setStatus(withdrawn, 'STEAM_WITHDRAWN');

    const withdrawal = await listing(p.token, 'withdrawal');
    expect(withdrawal.total_item).toBe(3);
    expect(ids(withdrawal.items)).toEqual([preparing, sent, withdrawn].sort());
    const timers = new Map(withdrawal.items.map((i) => [i.id, i.timer_data]));
    const endAt = new Date(timers.get(preparing)!.end_at).getTime();
    expect(endAt).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1_000);
    expect(endAt).toBeLessThanOrEqual(after + 5 * 60_000 + 1_000);
    expect([timers.get(sent), timers.get(withdrawn)]).toEqual([null, null]);
    expect(withdrawal.items.filter((i) => !(i.trade_offer === null))).toEqual([]);

    // Once the bot has sent the offer, the item names it: link, bot and when it is cancelled (issue 9).
    await queryRows(
      t.db,
      `update withdrawal_jobs set state = 'send', trade_offer_id = '6512345678' where inventory_item_id = ${Number(preparing)}`,
    );
    await setStatus(preparing, 'send');
    const sentNow = (await listing(p.token, 'withdrawal')).items.find((i) => i.id === preparing)!;
    expect(sentNow.trade_offer).toEqual({
      id: '6512345678',
      url: 'https://steamcommunity.com/tradeoffer/6512345678/',
      bot_name: expect.stringMatching(/^DOTA CASES Bot #\d$/),
      expires_at: new Date(endAt).toISOString(),
    });
    await setStatus(preparing, 'PREPARING');
    await queryRows(
      t.db,
      `update withdrawal_jobs set state = 'PREPARING', trade_offer_id = null where inventory_item_id = ${Number(preparing)}`,
    );

    for (const group of ['active', 'upgrade']) {
      const active = await listing(p.token, group);
      expect(ids(active.items)).toEqual([kept]);
      expect(active.items[0]).toMatchObject({
        type: ITEM_TYPE.item,
        pack_items: [],
        timer_data: null,
      });
    }
  });

  it('prices an item at its drop (what a sale pays) and at its catalog price today (priceProfile)', async () => {
    const p = await playerWithItems(t.app, 1);
    const [id] = p.ids as [string];
    const [before] = (await listing(p.token, 'active')).items;
    // A fresh drop is worth its catalog price both ways.
    expect(before!.price_profile).toBe(before!.price);
    // The catalog price moved since the drop (here: the drop's own price is moved instead).
    await queryRows(
      t.db,
      `update inventory_items set price = price + 1234 where id = ${Number(id)}`,
    );
    const [after] = (await listing(p.token, 'active')).items;
    expect(after!.price).toBe(Math.round((before!.price + 12.34) * 100) / 100);
    expect(after!.price_profile).toBe(before!.price_profile);
  });

  it('drops the timer once the withdrawal job has finished', async () => {
    const p = await playerWithItems(t.app, 1);
    const [id] = p.ids as [string];
    await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/senditem',
      headers: bearer(p.token),
      payload: { ids: [id], method: 'trade' },
    });
    expect((await listing(p.token, 'withdrawal')).items[0]?.timer_data).not.toBeNull();
    await queryRows(
      t.db,
      `update withdrawal_jobs set state = 'failed' where inventory_item_id = ${id}`,
    );
    // Only an unfinished job holds a timer.
    expect((await listing(p.token, 'withdrawal')).items[0]?.timer_data).toBeNull();
    await setStatus(id, 'progress');
    const active = await listing(p.token, 'active');
    expect(active.items.map((i) => [i.id, i.timer_data])).toEqual([[id, null]]);
  });

  it('lists packs with their contents and vouchers as type 3, every status a known one', async () => {
    const p = await playerWithItems(t.app, 1, false);
    const pack = await grantItem(t.db, p.userId, 'roost-of-the-winter-raven');
    const voucher = await grantItem(t.db, p.userId, 'balance-bonus-50');
    await grantItem(t.db, p.userId, 'doomsday-ripper', { status: 'unpacked' });
    await grantItem(t.db, p.userId, 'balance-bonus-5', { status: 'completed' });
    const all = await listing(p.token, 'all');
    expect(all.total_item).toBe(5);
    for (const item of all.items) expect(ITEM_STATUSES).toContain(item.status);
    const byId = new Map(all.items.map((i) => [i.id, i]));
    const catalogPack = itemBySlug.get('roost-of-the-winter-raven')!;
    expect(byId.get(pack)).toMatchObject({
      type: ITEM_TYPE.pack,
      price: catalogPack.priceKopecks / 100,
    });
    expect(byId.get(pack)!.pack_items.map((i) => [i.id, i.price])).toEqual(
      catalogPack.packItems!.map((slug) => [slug, itemBySlug.get(slug)!.priceKopecks / 100]),
    );
    expect(byId.get(voucher)).toMatchObject({ type: ITEM_TYPE.voucher, pack_items: [], price: 50 });
    expect(ids((await listing(p.token, 'active')).items)).toEqual([...p.ids, pack, voucher].sort());
  });

  it('serves a picture for a pack and a voucher', async () => {
    for (const slug of ['eternal-harvest', 'balance-bonus-10']) {
      const res = await t.app.inject({ method: 'GET', url: `/img/items/${slug}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      // The picture draws the pack's hero and a voucher's face value, never the item's name (issue 9).
      expect(res.body).toContain(slug === 'eternal-harvest' ? 'SHADOW FIEND' : '+10 ₽');
      expect(res.body).not.toContain(slug === 'eternal-harvest' ? 'Eternal Harvest' : 'Бонус');
    }
  });
});

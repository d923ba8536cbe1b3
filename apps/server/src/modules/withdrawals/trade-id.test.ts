/**
 * `GET /v1/inventory/{id}/trade_id` (spec 001 §7 Inventory): the trade offer of the caller's item's
 * latest withdrawal — none before the item is sent, the withdrawal's state while it is prepared, the
 * offer id, link, bot and expiry once the bot has sent it, the id kept after delivery — and 404
 * invalidItem for another player's item, an unknown id and a malformed one alike.
 */
import { describe, expect, it } from 'vitest';
import { bearer, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { playerWithItems } from '../../test/withdrawal-fixtures.ts';

const t = fileTestApp();
// The test app runs no withdrawal worker: the test moves the withdrawal itself.

const tradeId = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/v1/inventory/${id}/trade_id`, headers: bearer(token) });
const job = (id: string, set: string) =>
  queryRows(t.db, `update withdrawal_jobs set ${set} where inventory_item_id = ${Number(id)}`);

describe('GET /v1/inventory/{id}/trade_id', () => {
  it('follows the withdrawal: none, PREPARING, the sent offer, delivered', async () => {
    const p = await playerWithItems(t.app, 2);
    const [sent, kept] = p.ids as [string, string];
    expect((await tradeId(p.token, kept)).json()).toEqual({
      trade_id: null,
      state: null,
      trade_offer: null,
    });

    const send = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/senditem',
      headers: bearer(p.token),
      payload: { ids: [sent], method: 'trade' },
    });
    expect(send.statusCode, send.body).toBe(200);
    expect((await tradeId(p.token, sent)).json()).toEqual({
      trade_id: null,
      state: 'PREPARING',
      trade_offer: null,
    });

    await job(sent, `state = 'send', trade_offer_id = '6512345678'`);
    const [row] = await queryRows<{ ends: string }>(
      t.db,
      `select timer_ends_at as ends from withdrawal_jobs where inventory_item_id = ${Number(sent)}`,
    );
    const offered = (await tradeId(p.token, sent)).json();
    expect(offered).toEqual({
      trade_id: '6512345678',
      state: 'send',
      trade_offer: {
        id: '6512345678',
        url: 'https://steamcommunity.com/tradeoffer/6512345678/',
        bot_name: expect.stringMatching(/^DOTA CASES Bot #\d$/),
        expires_at: new Date(row!.ends).toISOString(),
      },
    });

    await job(sent, `state = 'done'`);
    expect((await tradeId(p.token, sent)).json()).toEqual({
      trade_id: '6512345678',
      state: 'done',
      trade_offer: null,
    });
  });

  it('answers 404 invalidItem for another player’s item, an unknown id and a malformed one', async () => {
    const owner = await playerWithItems(t.app, 1);
    const other = await playerWithItems(t.app, 1);
    for (const id of [owner.ids[0]!, '999999999', 'abc', '-1', '1e3']) {
      const res = await tradeId(other.token, id);
      expect([id, res.statusCode, res.json().data.code]).toEqual([id, 404, 'invalidItem']);
    }
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/v1/inventory/${owner.ids[0]!}/trade_id`,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

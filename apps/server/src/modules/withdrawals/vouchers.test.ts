import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { itemStatuses, ledgerRows } from '../../test/inventory-fixtures.ts';
import { channelKey, listen, listeningApp } from '../../test/realtime-fixtures.ts';
import { grantItem } from '../../test/special-items.ts';
import { playerWithItems } from '../../test/withdrawal-fixtures.ts';

const t = fileTestApp({ WITHDRAW_HOURLY_LIMIT: '2' });

const code = (res: { json: () => { data: { code: string } } }) => res.json().data.code;
const send = (token: string, ids: string[], method = 'trade') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/inventory/senditem',
    headers: bearer(token),
    payload: { ids, method },
  });
const statuses = (ids: string[]) => itemStatuses(t.db, ids);
const count = async (query: string) =>
  (await queryRows<{ n: number }>(t.db, `select count(*)::int as n from ${query}`))[0]!.n;

describe('balance vouchers in POST /v1/inventory/senditem (spec 001 §3 type 3, §4 Selection)', () => {
  it('credits vouchers once under 10 parallel requests, without a Steam link or a job', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    const ids = [
      await grantItem(t.db, p.userId, 'balance-bonus-10'),
      await grantItem(t.db, p.userId, 'balance-bonus-5'),
    ];
    const results = await Promise.all(Array.from({ length: 10 }, () => send(p.token, ids)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, code(r)]).toEqual([409, 'inventory']);
    expect(ok[0]!.json()).toEqual({
      status: 'success',
      data: { status: 'itemType3CreditedToTheBalance', balance: 115 },
    });
    expect(await statuses(ids)).toEqual(['completed', 'completed']);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 11_500, ledgerSum: 11_500 });
    const credits = (await ledgerRows(t.db, p.userId, 'voucher')).map(({ amount }) => ({ amount }));
    expect(credits).toEqual([{ amount: '1500' }]);
    expect(await count(`withdrawal_jobs where user_id = ${p.userId}`)).toBe(0);
  });

  it('refuses vouchers mixed with other items with 400 dataNotFound, changing nothing', async () => {
    const p = await playerWithItems(t.app, 1);
    const voucher = await grantItem(t.db, p.userId, 'balance-bonus-25');
    const before = await ledgerCheck(t.db, p.userId);
    for (const ids of [
      [voucher, p.ids[0]!],
      [p.ids[0]!, voucher],
    ]) {
      const res = await send(p.token, ids);
      expect([res.statusCode, code(res)]).toEqual([400, 'dataNotFound']);
    }
    expect(await statuses([p.ids[0]!, voucher])).toEqual(['progress', 'progress']);
    expect(await ledgerCheck(t.db, p.userId)).toEqual(before);
    expect(await count(`withdrawal_jobs where user_id = ${p.userId}`)).toBe(0);
  });

  it('does not count vouchers against the hourly withdrawal limit', async () => {
    const p = await playerWithItems(t.app, 2);
    for (const slug of ['balance-bonus-5', 'balance-bonus-10', 'balance-bonus-50']) {
      const id = await grantItem(t.db, p.userId, slug);
      const res = await send(p.token, [id], 'login');
      expect(res.json().data.status).toBe('itemType3CreditedToTheBalance');
    }
    const steam = await send(p.token, p.ids);
    expect([steam.statusCode, steam.json().data.status]).toEqual([200, 'PREPARING']);
    const check = await ledgerCheck(t.db, p.userId);
    expect(check.ledgerSum).toBe(check.balance);
  });

  it("refuses another player's voucher with 404 and a redeemed one with 409", async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const id = await grantItem(t.db, owner.userId, 'balance-bonus-5');
    const foreign = await send(other.token, [id]);
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'invalidItem']);
    expect((await send(owner.token, [id])).statusCode).toBe(200);
    const again = await send(owner.token, [id]);
    expect([again.statusCode, code(again)]).toEqual([409, 'inventory']);
    expect(await ledgerCheck(t.db, owner.userId)).toEqual({ balance: 500, ledgerSum: 500 });
  });

  it('lists a voucher as type 3 and lets it be sold at its price', async () => {
    const p = await register(t.app);
    const id = await grantItem(t.db, p.userId, 'balance-bonus-25');
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/inventory/get',
      headers: bearer(p.token),
    });
    expect(list.json().items[0]).toMatchObject({ id, type: ITEM_TYPE.voucher, price: 25 });
    const sold = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/sell',
      headers: bearer(p.token),
      payload: { id },
    });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().amount).toBe(25);
  });
});

describe('voucher statechange (spec 001 §4 real-time events)', () => {
  it("tells the owner's other sessions that each voucher is completed", async () => {
    const live = await listeningApp();
    try {
      const p = await register(live.app);
      const ids = [
        await grantItem(live.db, p.userId, 'balance-bonus-10'),
        await grantItem(live.db, p.userId, 'balance-bonus-5'),
      ];
      const socket = await listen(live.url, await channelKey(live.url, p.token, p.userId));
      try {
        const res = await live.app.inject({
          method: 'POST',
          url: '/v1/inventory/senditem',
          headers: bearer(p.token),
          payload: { ids },
        });
        expect(res.json<{ data: { status: string } }>().data.status).toBe(
          'itemType3CreditedToTheBalance',
        );
        const changes = () => socket.events.filter((e) => e.event === 'statechange');
        await socket.waitFor(() => changes().length >= ids.length);
        const seen = new Set(
          changes().map((e) => {
            expect((e.payload as { status: string }).status).toBe('completed');
            return (e.payload as { item_id: string }).item_id;
          }),
        );
        expect([...seen].sort()).toEqual([...ids].sort());
      } finally {
        socket.socket.disconnect();
      }
    } finally {
      await live.close();
    }
  });
});

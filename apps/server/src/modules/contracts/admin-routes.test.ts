/**
 * Issue 30 "Players: games" (admin-routes.ts): the console lists a player's contracts (value in and out),
 * newest first; another player's never show.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { nearestRow, ordinaryRows, putItems } from '../../test/inventory-fixtures.ts';
import { consoleList } from '../../test/money-fixtures.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'support')).cookie;
});

describe('a player’s contracts in the console', () => {
  it('lists the player’s own contracts only', async () => {
    const [a, b] = [await register(t.app), await register(t.app)];
    const row = nearestRow(await ordinaryRows(t.db), 10_000);
    const items = await putItems(t.db, a.userId, [row.id, row.id, row.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contracts/sign',
      headers: bearer(a.token),
      payload: { item_ids: items.map((i) => i.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await consoleList(t.app, cookie, a.userId, 'contracts');
    expect([list.status, list.body.total]).toEqual([200, 1]);
    expect(list.body.rows[0]).toMatchObject({ input_value: (row.price * 3) / 100 });
    expect((await consoleList(t.app, cookie, b.userId, 'contracts')).body.total).toBe(0);
  });
});

/**
 * Issue 30 "Players: games" (admin-routes.ts): the console lists a player's upgrades (stake, target, outcome),
 * newest first; another player's never show.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { nearestRow, ordinaryRows, putItems } from '../../test/inventory-fixtures.ts';
import { postUpgrade } from '../../test/item-games-fixtures.ts';
import { consoleList } from '../../test/money-fixtures.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'support')).cookie;
});

describe('a player’s upgrades in the console', () => {
  it('lists the player’s own upgrades only', async () => {
    const [a, b] = [await register(t.app), await register(t.app)];
    const rows = await ordinaryRows(t.db);
    const [stake] = await putItems(t.db, a.userId, [nearestRow(rows, 2_000).id]);
    const target = nearestRow(rows, 6_000);
    const res = await postUpgrade(t.app, a.token, {
      item_ids: [stake!.id],
      target_ids: [target.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await consoleList(t.app, cookie, a.userId, 'upgrades');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.rows[0]).toMatchObject({
      stake_value: stake!.price / 100,
      target_value: target.price / 100,
    });
    expect(typeof list.body.rows[0]!.success).toBe('boolean');
    expect((await consoleList(t.app, cookie, b.userId, 'upgrades')).body).toMatchObject({
      rows: [],
      total: 0,
    });
  });
});

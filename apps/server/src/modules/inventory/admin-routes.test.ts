/**
 * Issue 30 "Players" (admin-routes.ts): the console's list of a player's inventory — every item with its
 * status, newest first, 50 a page; another player's items never show; an unknown player answers 404
 * userNotFound; a role without `players.read` gets 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { putOrdinary } from '../../test/inventory-fixtures.ts';
import { consoleList } from '../../test/money-fixtures.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'support')).cookie;
});

describe('a player’s inventory in the console', () => {
  it('pages every item with its status, newest first, and never shows another player’s', async () => {
    const [a, b] = [await register(t.app), await register(t.app)];
    await putOrdinary(t.db, a.userId, 50);
    await putOrdinary(t.db, a.userId, 5, 'selled');
    const theirs = await putOrdinary(t.db, b.userId, 2);
    const first = await consoleList(t.app, cookie, a.userId, 'inventory');
    const second = await consoleList(t.app, cookie, a.userId, 'inventory', 2);
    expect([first.status, first.body.total, first.body.rows.length]).toEqual([200, 55, 50]);
    expect(second.body.rows).toHaveLength(5);
    expect(first.body.rows.slice(0, 5).map((r) => r.status)).toEqual(Array(5).fill('selled'));
    expect(second.body.rows.map((r) => r.status)).toEqual(Array(5).fill('progress'));
    const ids = [...first.body.rows, ...second.body.rows].map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(ids.filter((id) => theirs.some((x) => Number(x.id) === id))).toEqual([]);
    expect(first.body.rows[0]).toMatchObject({ source: 'Case' });
    expect(typeof first.body.rows[0]!.name).toBe('string');
    expect((await consoleList(t.app, cookie, b.userId, 'inventory')).body.total).toBe(2);
  });

  it('answers 404 userNotFound for an unknown player and 403 to a role without players.read', async () => {
    for (const id of ['999999999', 'abc']) {
      const res = await consoleList(t.app, cookie, id, 'inventory');
      expect([res.status, (res.body as { data?: { code: string } }).data?.code]).toEqual([
        404,
        'userNotFound',
      ]);
    }
    const content = await signedInStaff(t.app, t.db, 'content');
    const p = await register(t.app);
    expect((await consoleList(t.app, content.cookie, p.userId, 'inventory')).status).toBe(403);
  });
});

/**
 * Issue 30 "Players: games" (admin-routes.ts): the console lists a player's Techies mines games (status, bet,
 * payout) without their layout; another player's never show.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { consoleList } from '../../test/money-fixtures.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'techies=true' });
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'support')).cookie;
});

describe('a player’s mines games in the console', () => {
  it('lists the player’s own games only, without the layout', async () => {
    const [a, b] = [await register(t.app), await register(t.app)];
    await topUp(t.app, a.token, 500);
    const start = await t.app.inject({
      method: 'POST',
      url: '/v1/sapper/start',
      headers: bearer(a.token),
      payload: { amount: 100, mines: 3 },
    });
    expect(start.statusCode, start.body).toBe(200);
    const list = await consoleList(t.app, cookie, a.userId, 'mines');
    expect([list.status, list.body.total]).toEqual([200, 1]);
    expect(list.body.rows[0]).toMatchObject({ status: 'open', amount: 100, mines: 3, payout: 0 });
    expect(Object.keys(list.body.rows[0]!)).not.toContain('layout');
    expect((await consoleList(t.app, cookie, b.userId, 'mines')).body.total).toBe(0);
  });
});

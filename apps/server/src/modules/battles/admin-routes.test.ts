/**
 * Issue 30 "Players: battles" (admin-routes.ts): the console lists the battles a player sat in (status, seat
 * price, paid, won once finished); another player's never show.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { battleCaseCards, create, fundedPlayer } from '../../test/battle-fixtures.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { consoleList } from '../../test/money-fixtures.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'support')).cookie;
});

describe('a player’s battles in the console', () => {
  it('lists the battles the player sat in, and nothing for another player', async () => {
    const a = await fundedPlayer(t.app);
    const b = await register(t.app);
    const [card] = await battleCaseCards(t.app);
    const ulid = await create(t.app, a.token, { case_ids: [card!.id], seats: 2 });
    const list = await consoleList(t.app, cookie, a.userId, 'battles');
    expect([list.status, list.body.total]).toEqual([200, 1]);
    expect(list.body.rows[0]).toMatchObject({ id: ulid, status: 'created', seats: 2, won: null });
    expect(list.body.rows[0]!.paid).toBe(list.body.rows[0]!.price);
    expect((await consoleList(t.app, cookie, b.userId, 'battles')).body.total).toBe(0);
  });
});

/**
 * Issue 30 "Players: limits and self-exclusion (read-only)" (admin-routes.ts): the console reads the limits in
 * force, a raise waiting its 24 h and the self-exclusion the player set; a player without any has none; the
 * console has no call that changes them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { consoleList } from '../../test/money-fixtures.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'support')).cookie;
});

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('a player’s limits in the console', () => {
  it('shows the limits, a pending raise and the self-exclusion, and nothing for another player', async () => {
    const [a, b] = [await register(t.app), await register(t.app)];
    expect(
      (await post(a.token, '/v1/users/limits', { daily: 1000, weekly: 5000 })).statusCode,
    ).toBe(200);
    expect(
      (await post(a.token, '/v1/users/limits', { daily: 2000, weekly: 5000 })).statusCode,
    ).toBe(200);
    expect((await post(a.token, '/v1/users/self-exclusion', { period: '7d' })).statusCode).toBe(
      200,
    );
    const res = await consoleList(t.app, cookie, a.userId, 'limits');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      daily: 1000,
      weekly: 5000,
      monthly: null,
      pending: { daily: 2000 },
      self_exclusion: { until: expect.any(String), active: true },
    });
    expect((await consoleList(t.app, cookie, b.userId, 'limits')).body).toEqual({
      daily: null,
      weekly: null,
      monthly: null,
      pending: null,
      self_exclusion: null,
    });
    const write = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/players/${a.userId}/limits`,
      headers: { cookie },
      payload: {},
    });
    expect(write.statusCode).toBe(404);
  });
});

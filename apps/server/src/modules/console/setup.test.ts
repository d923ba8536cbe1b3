/**
 * The first owner without stopping an embedded shop (issue 48, setup.ts): with no owner, the ready app holds a
 * one-time code (the operator reads it in the log); a signed-in player who sends it becomes the owner and signs in
 * to the console with their own password. A visitor, a wrong or malformed code, a foreign origin or a form body
 * changes nothing; of two players sending the right code at once exactly one becomes the owner; the code then
 * answers 404 to anyone; five wrong codes burn it; with CONSOLE_SETUP_CODE=false there is none.
 */
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, queryRows, register, type TestApp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ CONSOLE_SETUP_CODE: 'true' });

const setup = (app: TestApp['app'], token: string | null, payload: unknown, headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/console-setup',
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: payload as object,
  });
const answer = (r: { statusCode: number; json: () => { data?: { code?: string } } }) =>
  `${r.statusCode} ${r.statusCode === 200 ? '' : (r.json().data?.code ?? '')}`;

const owners = (app: TestApp) =>
  queryRows<{ user_id: number }>(
    app.db,
    `select user_id from staff_roles where role = 'owner' order by user_id`,
  );

describe('the first owner’s setup code (issue 48)', () => {
  it('makes the player who sends it the owner once, and nothing else does', async () => {
    const code = t.app.consoleSetupCode;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){5}$/);
    const [a, b] = [await register(t.app), await register(t.app)];

    expect(answer(await setup(t.app, null, { code }))).toBe('401 authentication');
    expect(answer(await setup(t.app, a.token, { code: 'AAAA-BBBB' }))).toBe(
      '403 setup_code_invalid',
    );
    for (const bad of [
      {},
      { code: 5 },
      { code: '' },
      { code, extra: 1 },
      { code: 'x'.repeat(101) },
    ])
      expect(answer(await setup(t.app, a.token, bad))).toBe('400 dataNotFound');
    expect(answer(await setup(t.app, a.token, { code }, { origin: 'https://evil.example' }))).toBe(
      '403 console_origin',
    );
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/console-setup',
      headers: { ...bearer(a.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `code=${code}`,
    });
    expect(answer(form)).toBe('415 console_json_only');
    expect(await owners(t)).toEqual([]);

    // Two players with the right code at once (lower case and spaces are the same code): one owner.
    const both = await Promise.all([
      setup(t.app, a.token, { code }),
      setup(t.app, b.token, { code: ` ${code!.toLowerCase()} ` }),
    ]);
    expect(both.map(answer).sort()).toEqual(['200 ', '404 dataNotFound']);
    const winner = both[0].statusCode === 200 ? a : b;
    expect(await owners(t)).toEqual([{ user_id: Number(winner.userId) }]);
    expect(t.app.consoleSetupCode).toBeNull();
    const [entry] = await queryRows<{ actor_id: number; action: string; target: string }>(
      t.db,
      `select actor_id, action, target from audit_log where action = 'staff.grant' order by id desc limit 1`,
    );
    expect(entry).toEqual({
      actor_id: Number(winner.userId),
      action: 'staff.grant',
      target: `user:${winner.userId}`,
    });
    // The owner signs in to the console with their own password (and enrols a second factor there).
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/login',
      payload: { login: winner.login, password: winner.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    // Used: the same code, or any, answers 404 from now on.
    expect(answer(await setup(t.app, a.token, { code }))).toBe('404 dataNotFound');
    expect(answer(await setup(t.app, b.token, { code: 'AAAA' }))).toBe('404 dataNotFound');
  });

  it('burns the code after five wrong tries, and offers none when switched off', async () => {
    const burned = await createTestApp({ CONSOLE_SETUP_CODE: 'true' });
    const off = await createTestApp({ CONSOLE_SETUP_CODE: 'false' });
    try {
      const code = burned.app.consoleSetupCode;
      const p = await register(burned.app);
      for (let i = 0; i < 5; i++)
        expect(answer(await setup(burned.app, p.token, { code: `WRONG-${i}` }))).toBe(
          '403 setup_code_invalid',
        );
      expect(answer(await setup(burned.app, p.token, { code }))).toBe('404 dataNotFound');
      expect(await owners(burned)).toEqual([]);

      expect(off.app.consoleSetupCode).toBeNull();
      const q = await register(off.app);
      expect(answer(await setup(off.app, q.token, { code: 'AAAA-BBBB' }))).toBe('404 dataNotFound');
    } finally {
      await burned.close();
      await off.close();
    }
  });
});

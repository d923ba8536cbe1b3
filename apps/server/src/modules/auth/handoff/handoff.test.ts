/**
 * The project switcher's hand-off (issue 34): a Dota backend and a CS backend, each with its own database,
 * sharing PROJECT_HANDOFF_SECRET. The token is single-use, short-lived, bound to its project; forged,
 * tampered, expired, replayed or misdirected tokens get 401 and sign nobody in.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../config.ts';
import {
  bearer,
  createTestApp,
  ledgerCheck,
  queryRows,
  register,
  topUp,
  type TestApp,
} from '../../../test/helper.ts';
import { makeHandoff } from './token.ts';

const SECRET = 'a-shared-project-handoff-secret-of-32+chars';
const PROJECTS = 'dota=http://dota.test,cs=http://cs.test';
/** The switcher's flag, off by default (issue 34). */
const FEATURE_FLAGS = 'project_switcher=true';
let dota: TestApp;
let cs: TestApp;
beforeAll(async () => {
  dota = await createTestApp({
    PROJECTS,
    FEATURE_FLAGS,
    PROJECT_HANDOFF_SECRET: SECRET,
    PUBLIC_URL: 'http://dota.test',
  });
  cs = await createTestApp({
    GAME_PROJECT: 'cs',
    PROJECTS,
    FEATURE_FLAGS,
    PROJECT_HANDOFF_SECRET: SECRET,
    PUBLIC_URL: 'http://cs.test',
  });
});
afterAll(async () => {
  await dota.close();
  await cs.close();
});

/** `POST /v1/projects/handoff { project: 'cs' }` on `app` as the player of `token`. */
const askHandoff = (app: TestApp, token: string) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/projects/handoff',
    headers: bearer(token),
    payload: { project: 'cs' },
  });

/** A token a CS shop would issue for its player `sub`, addressed to the Dota shop. */
const tokenFromCs = (sub: string, nick: string) =>
  makeHandoff(SECRET, { iss: 'cs', aud: 'dota', sub, steam: null, nick });

/** The token of a switch from Dota to CS, read off the target's fragment. */
async function switchToken(token: string): Promise<string> {
  const res = await askHandoff(dota, token);
  expect(res.statusCode).toBe(200);
  const target = res.json<{ target: string }>().target;
  expect(target).toMatch(/^http:\/\/cs\.test\/#handoff=[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
  return target.slice(target.indexOf('#handoff=') + '#handoff='.length);
}

const login = (app: TestApp, token: unknown) =>
  app.app.inject({ method: 'POST', url: '/nitro-api/login', payload: { token } });

const me = async (app: TestApp, token: string) =>
  (await app.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) })).json<{
    user_id: string;
    finance: { balance: number };
    nickname: string;
  }>();

describe('project hand-off', () => {
  it('lists the projects in the config only where the switcher has somewhere to go', async () => {
    const cfg = (await cs.app.inject({ method: 'GET', url: '/nitro-api/config' })).json();
    expect(cfg.projects).toEqual([
      { id: 'dota', url: 'http://dota.test' },
      { id: 'cs', url: 'http://cs.test' },
    ]);
    expect(cfg.project).toEqual({ id: 'cs', app_id: 730 });
    const alone = await createTestApp();
    try {
      expect(
        (await alone.app.inject({ method: 'GET', url: '/nitro-api/config' })).json().projects,
      ).toEqual([]);
      const res = await askHandoff(alone, (await register(alone.app)).token);
      expect([res.statusCode, res.json().data.code]).toEqual([404, 'dataNotFound']);
      // A backend without the switcher refuses every token.
      expect((await login(alone, tokenFromCs('1', 'x'))).statusCode).toBe(401);
    } finally {
      await alone.close();
    }
    expect(() => loadConfig({ PROJECTS })).toThrow(/PROJECT_HANDOFF_SECRET/);
    expect(() => loadConfig({ PROJECTS: 'cs=not-a-url' })).toThrow(/PROJECTS/);
  });

  it('offers no hand-off while the switcher flag is off, its default; the other project still takes a token', async () => {
    const off = await createTestApp({
      PROJECTS,
      PROJECT_HANDOFF_SECRET: SECRET,
      PUBLIC_URL: 'http://dota.test',
    });
    try {
      const cfg = (await off.app.inject({ method: 'GET', url: '/nitro-api/config' })).json();
      expect(cfg.feature_flags.project_switcher).toBe(false);
      const res = await askHandoff(off, (await register(off.app)).token);
      expect([res.statusCode, res.json().data.code]).toEqual([404, 'dataNotFound']);
      // The flag is the issuing shop's: a token from a shop with the switcher on still signs in here.
      expect((await login(off, tokenFromCs('7', 'from-cs'))).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('signs the player in on the other project, the same linked account every time, its own balance', async () => {
    const p = await register(dota.app);
    await topUp(dota.app, p.token, 500);
    const first = await login(cs, await switchToken(p.token));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ new_user: true, provider: null });
    const there = await me(cs, first.json().access_token);
    expect(there.finance.balance).toBe(0);
    expect(there.nickname).toBe((await me(dota, p.token)).nickname);

    const again = await login(cs, await switchToken(p.token));
    expect(again.json()).toMatchObject({ new_user: false });
    expect((await me(cs, again.json().access_token)).user_id).toBe(there.user_id);
    // Balances stay per project: the Dota top-up is on the Dota ledger only.
    expect(await ledgerCheck(dota.db, p.userId)).toEqual({ balance: 50_000, ledgerSum: 50_000 });
    expect(await ledgerCheck(cs.db, there.user_id)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('links by the Steam account when the player signed in with Steam', async () => {
    const p = await register(dota.app);
    const steamId = '76561198000000042';
    await dota.db.execute(
      sql`insert into auth_identities (provider, subject, user_id) values ('steam', ${steamId}, ${Number(p.userId)})`,
    );
    const res = await login(cs, await switchToken(p.token));
    expect(res.json()).toMatchObject({ new_user: true, provider: 'steam' });
    const there = await me(cs, res.json().access_token);
    const rows = await queryRows<{ provider: string; subject: string }>(
      cs.db,
      sql`select provider, subject from auth_identities where user_id = ${Number(there.user_id)}`,
    );
    expect(rows).toEqual([{ provider: 'steam', subject: steamId }]);
  });

  it('takes a token once, however many calls race', async () => {
    const p = await register(dota.app);
    const token = await switchToken(p.token);
    const results = await Promise.all(Array.from({ length: 10 }, () => login(cs, token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().data.code]).toEqual([401, 'authentication']);
    const replay = await login(cs, token);
    expect(replay.statusCode).toBe(401);
  });

  it('makes one account when two fresh tokens of one player race', async () => {
    const p = await register(dota.app);
    const tokens = await Promise.all([
      switchToken(p.token),
      switchToken(p.token),
      switchToken(p.token),
    ]);
    const results = await Promise.all(tokens.map((tk) => login(cs, tk)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = await Promise.all(
      results.map(async (r) => (await me(cs, r.json().access_token)).user_id),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses forged, tampered, expired and misdirected tokens with 401, signing nobody in', async () => {
    const p = await register(dota.app);
    const users = async () =>
      (await queryRows<{ n: number }>(cs.db, sql`select count(*)::int as n from users`))[0]!.n;
    const before = await users();
    const good = await switchToken(p.token);
    const [body, mac] = good.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${mac}`;
    const forged = makeHandoff('another-secret-another-secret-1234', {
      iss: 'dota',
      aud: 'cs',
      sub: p.userId,
      steam: null,
      nick: 'x',
    });
    // Bound to its project: a token for CS does not sign in on Dota.
    expect((await login(dota, await switchToken(p.token))).statusCode).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 61_000);
    const expired = makeHandoff(SECRET, {
      iss: 'dota',
      aud: 'cs',
      sub: p.userId,
      steam: null,
      nick: 'x',
    });
    vi.useRealTimers();
    const fromItself = makeHandoff(SECRET, {
      iss: 'cs',
      aud: 'cs',
      sub: p.userId,
      steam: null,
      nick: 'x',
    });
    for (const bad of [
      tampered,
      forged,
      expired,
      fromItself,
      `${body}.`,
      'x'.repeat(3000),
      42,
      '',
    ]) {
      const res = await login(cs, bad);
      expect([400, 401], String(bad).slice(0, 40)).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    expect(await users()).toBe(before);
    // The good one still works: the refusals took nothing.
    expect((await login(cs, good)).statusCode).toBe(200);
  });

  it('refuses a visitor, an unknown project, this project and bad bodies', async () => {
    const p = await register(dota.app);
    const post = (payload: unknown, headers = bearer(p.token)) =>
      dota.app.inject({
        method: 'POST',
        url: '/v1/projects/handoff',
        headers,
        payload: payload as object,
      });
    expect((await post({ project: 'cs' }, {} as never)).statusCode).toBe(401);
    expect([(await post({ project: 'dota' })).statusCode]).toEqual([404]);
    for (const bad of [{}, { project: 'tf2' }, { project: 'cs', x: 1 }, [], { project: 1 }])
      expect((await post(bad)).statusCode).toBe(400);
  });
});

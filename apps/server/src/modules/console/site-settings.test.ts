/**
 * Issue 30 "Running the shop": feature flags, hidden header items, payment directions and deposit bonus levels at
 * run time. A flag switched off makes its area's calls answer exactly like an unknown path within the settings'
 * cache window, and back when on; a second app instance on the same database (its own cache) follows within
 * seconds; each PUT writes one audit entry; hostile bodies are 4xx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, queryRows, register, topUp, waitUntil } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'techies=true', HIDDEN_HEADER_ITEMS: 'leaderboard' });
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  owner = await signedInStaff(t.app, t.db, 'owner');
});

const put = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/admin/site/${url}`,
    headers: { cookie: owner.cookie },
    payload: payload as object,
  });
const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/v1/admin/site/${url}`, headers: { cookie: owner.cookie } });
const auditCount = async (action: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from audit_log where action = '${action}'`,
    )
  )[0]!.n;
const config = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/nitro-api/config' })).json<{
    feature_flags: Record<string, boolean>;
    hidden_header_items: string[];
  }>();

describe('feature flags at run time', () => {
  it('switches an area off like an unknown path and back on, here and in a second instance', async () => {
    const p = await register(t.app);
    // A second process: the same database through a handle of its own (its own 2 s settings cache).
    const other = await buildApp({ db: Object.create(t.db) as Db, config: t.config });
    await other.ready();
    try {
      const calls = [
        ['GET', '/v1/sapper/current'],
        ['GET', '/v1/sapper/multipliers?mines=3'],
      ] as const;
      for (const app of [t.app, other])
        for (const [method, url] of calls) {
          const res = await app.inject({ method, url, headers: bearer(p.token) });
          expect([url, res.statusCode]).toEqual([url, 200]);
        }
      expect((await get('feature-flags')).json()).toMatchObject({
        flags: { techies: true },
        defaults: { techies: true },
        overrides: {},
      });

      const before = await auditCount('site.feature_flags');
      const off = await put('feature-flags', { overrides: { techies: false } });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        flags: { techies: false },
        overrides: { techies: false },
      });
      expect(await auditCount('site.feature_flags')).toBe(before + 1);

      const unknown = await t.app.inject({
        method: 'GET',
        url: '/v1/sapper/no-such-call',
        headers: bearer(p.token),
      });
      // This process at once; the other one within its cache window.
      for (const app of [t.app, other])
        await waitUntil(async () => {
          const res = await app.inject({
            method: 'GET',
            url: '/v1/sapper/current',
            headers: bearer(p.token),
          });
          return res.statusCode === 404;
        }, 5_000);
      for (const app of [t.app, other]) {
        for (const [method, url] of [...calls, ['POST', '/v1/sapper/start']] as const) {
          const res = await app.inject({
            method,
            url,
            headers: bearer(p.token),
            ...(method === 'POST' ? { payload: { amount: 10, mines: 3 } } : {}),
          });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({
            ...unknown.json(),
            data: { ...unknown.json().data, message: `Not found: ${method} ${url.split('?')[0]}` },
          });
        }
        expect((await config(app)).feature_flags.techies).toBe(false);
      }

      expect((await put('feature-flags', { overrides: {} })).json().flags.techies).toBe(true);
      for (const app of [t.app, other])
        await waitUntil(async () => {
          const res = await app.inject({
            method: 'GET',
            url: '/v1/sapper/current',
            headers: bearer(p.token),
          });
          return res.statusCode === 200;
        }, 5_000);
    } finally {
      await other.close();
    }
  });

  it('hides the battles and the secret shop while their flags are off', async () => {
    await put('feature-flags', { overrides: { battles: false, secret_shop: false } });
    for (const url of [
      '/v1/battles/statistic?user_id=1',
      '/battles-api/battles',
      '/v1/secret-shop',
    ])
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    await put('feature-flags', { overrides: {} });
    expect((await t.app.inject({ method: 'GET', url: '/battles-api/battles' })).statusCode).toBe(
      200,
    );
  });

  it('refuses unknown flags and bad shapes', async () => {
    for (const body of [
      { overrides: { no_such_flag: true } },
      { overrides: { techies: 'yes' } },
      { overrides: [] },
      {},
      { overrides: {}, extra: 1 },
    ]) {
      const res = await put('feature-flags', body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    // A text body is no JSON body at all (issue 44: the console takes JSON only).
    const text = await put('feature-flags', 'x');
    expect([text.statusCode, text.json().data.code]).toEqual([415, 'console_json_only']);
  });
});

describe('hidden header items', () => {
  it('overrides the environment and goes back to it', async () => {
    expect((await get('header-items')).json()).toEqual({
      hidden: ['leaderboard'],
      defaults: ['leaderboard'],
      overridden: false,
    });
    const before = await auditCount('site.header_items');
    const res = await put('header-items', { hidden: ['techies', 'battles', 'techies'] });
    expect(res.json()).toMatchObject({ hidden: ['techies', 'battles'], overridden: true });
    expect((await config()).hidden_header_items).toEqual(['techies', 'battles']);
    await put('header-items', { hidden: null });
    expect((await config()).hidden_header_items).toEqual(['leaderboard']);
    expect(await auditCount('site.header_items')).toBe(before + 2);
    for (const body of [{ hidden: ['nope'] }, { hidden: 'pf' }, { hidden: Array(50).fill('pf') }])
      expect((await put('header-items', body)).statusCode).toBe(400);
  });
});

describe('payment directions', () => {
  it('switches a direction off for the lists and for starting a payment', async () => {
    const list = (await get('payment-directions')).json().directions as {
      id: string;
      enabled: boolean;
      available: boolean;
    }[];
    expect(list.find((d) => d.id === 'ru-visa')).toMatchObject({ enabled: true });
    const p = await register(t.app);
    const before = await auditCount('site.payment_directions');
    const res = await put('payment-directions', { disabled: ['sandbox-x'] });
    expect(res.statusCode).toBe(400);
    expect((await put('payment-directions', { disabled: ['ru-visa'] })).statusCode).toBe(200);
    expect(await auditCount('site.payment_directions')).toBe(before + 1);
    const after = (await get('payment-directions')).json().directions;
    expect(after.find((d: { id: string }) => d.id === 'ru-visa').enabled).toBe(false);
    const ru = (await t.app.inject({ method: 'GET', url: '/v1/payments/directions' })).json();
    expect(
      ru.directions.map((d: { payment_direction_id: string }) => d.payment_direction_id),
    ).not.toContain('ru-visa');
    const start = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/transaction/start',
      headers: bearer(p.token),
      payload: { payment_direction_id: 'ru-visa', amount: 500 },
    });
    expect(start.statusCode).toBe(400);
    await put('payment-directions', { disabled: [] });
    for (const body of [{ disabled: ['DROP TABLE'] }, { disabled: 'ru-visa' }, { disabled: [1] }])
      expect((await put('payment-directions', body)).statusCode).toBe(400);
  });
});

describe('deposit bonus levels', () => {
  it('pays a deposit the levels in force', async () => {
    const before = await auditCount('site.bonus_levels');
    const res = await put('bonus-levels', { levels: [{ limit: 100, bonus_multiplier: 0.1 }] });
    expect(res.json()).toMatchObject({
      levels: [{ limit: 100, bonus_multiplier: 0.1 }],
      overridden: true,
    });
    expect(await auditCount('site.bonus_levels')).toBe(before + 1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/payments/bonus/levels' })).json(),
    ).toEqual([{ limit: 100, bonus_multiplier: 0.1 }]);
    const p = await register(t.app);
    await topUp(t.app, p.token, 200);
    const me = (
      await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(p.token) })
    ).json();
    expect(me.finance.balance).toBe(220);
    const back = await put('bonus-levels', { levels: null });
    expect(back.json().overridden).toBe(false);
    expect(back.json().levels).toEqual(back.json().defaults);
    for (const body of [
      {
        levels: [
          { limit: 200, bonus_multiplier: 0.1 },
          { limit: 100, bonus_multiplier: 0.2 },
        ],
      },
      { levels: [{ limit: -1, bonus_multiplier: 0.1 }] },
      { levels: [{ limit: 100, bonus_multiplier: 5 }] },
      { levels: [{ limit: 100 }] },
      { levels: 'all' },
    ])
      expect((await put('bonus-levels', body)).statusCode).toBe(400);
  });

  it('refuses a level over DEPOSIT_BONUS_CAP_PERCENT (10 %), saving nothing (issue 44)', async () => {
    const before = await auditCount('site.bonus_levels');
    const levels = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/payments/bonus/levels' })).json();
    const shown = await levels();
    for (const multiplier of [0.11, 0.5, 1]) {
      const res = await put('bonus-levels', {
        levels: [
          { limit: 100, bonus_multiplier: 0.05 },
          { limit: 1000, bonus_multiplier: multiplier },
        ],
      });
      expect(res.statusCode, String(multiplier)).toBe(422);
      expect(res.json()).toMatchObject({ data: { code: 'bonus_level_over_cap' } });
    }
    expect(await levels()).toEqual(shown);
    expect(await auditCount('site.bonus_levels')).toBe(before);
    const atCap = await put('bonus-levels', { levels: [{ limit: 100, bonus_multiplier: 0.1 }] });
    expect(atCap.statusCode).toBe(200);
    expect((await put('bonus-levels', { levels: null })).statusCode).toBe(200);
  });

  it('is 404 to a player and 403 to a role without site.write', async () => {
    const p = await register(t.app);
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/site/bonus-levels',
      headers: bearer(p.token),
    });
    expect(asPlayer.statusCode).toBe(404);
    const support = await signedInStaff(t.app, t.db, 'support');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/site/feature-flags',
      headers: { cookie: support.cookie },
      payload: { overrides: { battles: false } },
    });
    expect(res.statusCode).toBe(403);
  });
});

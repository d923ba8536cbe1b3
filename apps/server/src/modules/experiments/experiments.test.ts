/**
 * The experiment service (spec 000 §7 `/sdk/v2/vardata`, `/sdk/v2/flags`; spec 001 §7 change-min-sum): the
 * deployment key and the visitor header are checked; a visitor's variant is deterministic, a player's sticky (a later change
 * of the shares never moves it) and written once under racing calls; the `false` variant's minimum is what the
 * payment start enforces, only while the experiment runs; the console's shares are checked and audited, and its
 * report counts each variant's visitors and their top-ups after it.
 */
import { CHANGE_MIN_SUM, EXPERIMENT_DEPLOYMENT_KEY } from '@cases/domain/api/experiments';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { bucketOf } from './assign.ts';

// Half the visitors get the changed minimum of 100 ₽ (the sandbox direction's own is 10 ₽).
const t = fileTestApp({
  EXPERIMENT_CHANGE_MIN_SUM_PERCENT: '50',
  EXPERIMENT_MIN_SUM_RUB: '100',
});
let owner: { cookie: string };

beforeAll(async () => {
  owner = await signedInStaff(t.app, t.db, 'owner');
});

const KEY = { authorization: `Api-Key ${EXPERIMENT_DEPLOYMENT_KEY}` };
/** The web's session cookie: the client's own `Authorization` carries the deployment key. */
const session = (token: string) => ({ cookie: `access_token=${token}` });
const ampUser = (user: object) => Buffer.from(JSON.stringify(user)).toString('base64url');

type Variants = Record<string, { key: string; value: string; payload?: { min_sum?: number } }>;

async function vardata(headers: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: '/sdk/v2/vardata?v=0',
    headers: { ...KEY, ...headers },
  });
}
async function variantOfDevice(device: string) {
  const res = await vardata({ 'x-amp-exp-user': ampUser({ device_id: device }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Variants>()[CHANGE_MIN_SUM];
}
async function saveSetting(setting: { running: boolean; weights: Record<string, number> } | null) {
  return t.app.inject({
    method: 'PUT',
    url: `/v1/admin/experiments/${CHANGE_MIN_SUM}`,
    headers: { cookie: owner.cookie },
    payload: { setting },
  });
}
async function startPayment(token: string, amount: number) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/transaction/start',
    headers: bearer(token),
    payload: { payment_direction_id: 'sandbox', amount },
  });
}

describe('GET /sdk/v2/vardata and /sdk/v2/flags', () => {
  it('refuse another deployment key and a header that is not a user; answer {} without a visitor', async () => {
    for (const authorization of [
      undefined,
      'Api-Key other',
      `Bearer ${EXPERIMENT_DEPLOYMENT_KEY}`,
    ]) {
      for (const url of ['/sdk/v2/vardata', '/sdk/v2/flags']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, `${url} ${authorization}`).toBe(401);
        expect(res.json()).toMatchObject({ data: { code: 'experiment_key_invalid' } });
      }
    }
    for (const header of [
      'not base64 json',
      ampUser([1]),
      ampUser({ device_id: 7 }),
      'x'.repeat(5000),
    ]) {
      const res = await vardata({ 'x-amp-exp-user': header });
      expect(res.statusCode, header.slice(0, 20)).toBe(400);
      expect(res.json()).toMatchObject({ data: { code: 'experiment_user_invalid' } });
    }
    expect((await vardata({})).json()).toEqual({});
    const flags = await t.app.inject({ method: 'GET', url: '/sdk/v2/flags', headers: KEY });
    expect(flags.json()).toEqual([
      {
        key: CHANGE_MIN_SUM,
        variants: {
          true: { key: 'true', value: 'true', metadata: { flagType: 'experiment' } },
          false: {
            key: 'false',
            value: 'false',
            payload: { min_sum: 100 },
            metadata: { flagType: 'experiment' },
          },
        },
        segments: [],
        metadata: { evaluationMode: 'remote', flagType: 'experiment', deployed: true },
      },
    ]);
  });

  it('gives each device the variant of its hash bucket, the same every time, and writes nothing for it', async () => {
    const devices = Array.from({ length: 24 }, (_, i) => `device-${i}-${Date.now()}`);
    for (const device of devices) {
      const expected = bucketOf(CHANGE_MIN_SUM, `d:${device}`) < 50 ? 'true' : 'false';
      const v = await variantOfDevice(device);
      expect(v, device).toMatchObject({ key: expected, value: expected });
      expect(v?.payload).toEqual(expected === 'false' ? { min_sum: 100 } : undefined);
    }
    const keys = new Set((await Promise.all(devices.map(variantOfDevice))).map((v) => v?.key));
    expect(keys).toEqual(new Set(['true', 'false']));
    // An unauthenticated call never fills the table with made-up devices.
    const written = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from experiment_assignments where subject like 'd:%'`,
    );
    expect(written[0]!.n).toBe(0);
  });

  it("writes a player's variant once under racing calls", async () => {
    const p = await register(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => vardata(session(p.token)).then((r) => r.json<Variants>())),
    );
    expect(new Set(answers.map((a) => a[CHANGE_MIN_SUM]?.key)).size).toBe(1);
    const rows = await queryRows<{ n: number; variant: string }>(
      t.db,
      sql`select count(*)::int as n, min(variant) as variant from experiment_assignments
        where subject = ${`u:${p.userId}`} and user_id = ${Number(p.userId)}`,
    );
    expect(rows[0]).toEqual({ n: 1, variant: answers[0]![CHANGE_MIN_SUM]!.key });
  });
});

describe('the change-min-sum variant and the payment start', () => {
  it('a player given `false` pays at least its minimum while the experiment runs; others keep the direction’s', async () => {
    // Everybody new gets `false` now; a player given `true` before keeps it (sticky).
    const before = await register(t.app);
    const variantOfBefore = async () =>
      (await vardata(session(before.token))).json<Variants>()[CHANGE_MIN_SUM]?.key;
    expect(
      (await saveSetting({ running: true, weights: { true: 100, false: 0 } })).statusCode,
    ).toBe(200);
    expect(await variantOfBefore()).toBe('true');
    expect(
      (await saveSetting({ running: true, weights: { true: 0, false: 100 } })).statusCode,
    ).toBe(200);
    expect(await variantOfBefore()).toBe('true');

    const changed = await register(t.app);
    const never = await register(t.app); // never asked vardata: no variant, the direction's minimum
    const mine = await vardata(session(changed.token));
    expect(mine.json<Variants>()[CHANGE_MIN_SUM]).toMatchObject({
      key: 'false',
      payload: { min_sum: 100 },
    });

    const low = await startPayment(changed.token, 50);
    expect(low.statusCode, low.body).toBe(400);
    expect(low.json()).toMatchObject({ data: { code: 'dataNotFound' } });
    expect(low.json<{ data: { message: string } }>().data.message).toContain('100');
    expect((await startPayment(changed.token, 100)).statusCode).toBe(200);
    expect((await startPayment(never.token, 50)).statusCode).toBe(200);

    // Stopped, the experiment answers no variant and the minimum is the direction's again.
    expect(
      (await saveSetting({ running: false, weights: { true: 0, false: 100 } })).statusCode,
    ).toBe(200);
    expect((await vardata(session(changed.token))).json()).toEqual({});
    expect((await startPayment(changed.token, 50)).statusCode).toBe(200);
  });
});

describe('the console', () => {
  it('refuses shares that are not the variants summing to 100, saving nothing; audits a save; reports conversion', async () => {
    const content = await signedInStaff(t.app, t.db, 'content');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/experiments',
      headers: { cookie: content.cookie },
    });
    expect(denied.statusCode).toBe(403);

    const report = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/admin/experiments',
          headers: { cookie: owner.cookie },
        })
      ).json<{
        experiments: {
          key: string;
          running: boolean;
          is_default: boolean;
          variants: {
            key: string;
            weight: number;
            visitors: number;
            converted: number;
            top_ups: number;
          }[];
        }[];
      }>().experiments[0]!;
    const saved = await report();
    const wrong: Record<string, number>[] = [
      { true: 50, false: 40 },
      { true: 50, maybe: 50 },
      { true: 50, false: 50, x: 0 },
    ];
    for (const weights of wrong) {
      const res = await saveSetting({ running: true, weights });
      expect(res.statusCode, JSON.stringify(weights)).toBe(400);
      expect(res.json()).toMatchObject({ data: { code: 'experiment_weights_invalid' } });
    }
    expect(await report()).toEqual(saved);
    for (const key of ['no-such-experiment', '%27']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/admin/experiments/${key}`,
        headers: { cookie: owner.cookie },
        payload: { setting: null },
      });
      expect(res.statusCode, key).toBe(400);
    }

    expect(
      (await saveSetting({ running: true, weights: { true: 0, false: 100 } })).statusCode,
    ).toBe(200);
    const p = await register(t.app);
    await vardata(session(p.token));
    const at = await report();
    const changedBefore = at.variants.find((v) => v.key === 'false')!;
    await topUp(t.app, p.token, 150);
    await topUp(t.app, p.token, 200);
    const after = (await report()).variants.find((v) => v.key === 'false')!;
    expect(after).toMatchObject({
      weight: 100,
      visitors: changedBefore.visitors,
      converted: changedBefore.converted + 1,
      top_ups: changedBefore.top_ups + 2,
    });

    const audit = await queryRows<{ action: string; after: unknown }>(
      t.db,
      sql`select action, after from audit_log where action = 'site.experiments' order by id desc limit 1`,
    );
    expect(audit[0]?.after).toMatchObject({
      [CHANGE_MIN_SUM]: { running: true, weights: { false: 100 } },
    });

    // null drops the saved setting: the environment's 50 / 50 holds again.
    const reset = await saveSetting(null);
    expect(
      reset.json<{ experiments: { is_default: boolean; variants: { weight: number }[] }[] }>()
        .experiments[0],
    ).toMatchObject({ is_default: true, variants: [{ weight: 50 }, { weight: 50 }] });
  });
});

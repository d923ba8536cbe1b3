/**
 * Issue 42 "time is an input": a test server's due-work hook (platform/due-work.ts). With TEST_HOOKS on,
 * `POST /v1/test/due/withdrawals` sends an offer whose send delay has not passed, and the withdrawal runs
 * on to Steam by itself; without TEST_HOOKS the path does not exist, and NODE_ENV=production refuses it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { itemStatuses } from '../../test/inventory-fixtures.ts';
import { playerWithItems } from '../../test/withdrawal-fixtures.ts';

let hooked: TestApp;
let plain: TestApp;
beforeAll(async () => {
  const bot = {
    WITHDRAW_WORKER: 'true',
    JOBS_POLL_S: '0.5',
    // The offer would go out in an hour: only the hook sends it within the test.
    STEAM_BOT_SEND_DELAY_MS: '3600000',
    STEAM_BOT_ACCEPT_DELAY_MS: '0',
    STEAM_BOT_FAILURE_RATE: '0',
    STEAM_BOT_CANCEL_RATE: '0',
    WITHDRAW_POLL_MS: '100',
  };
  [hooked, plain] = await Promise.all([
    createTestApp({ ...bot, TEST_HOOKS: 'true' }),
    createTestApp(bot),
  ]);
});
afterAll(async () => {
  await Promise.all([hooked.close(), plain.close()]);
});

const send = (t: TestApp, token: string, ids: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/inventory/senditem',
    headers: { authorization: `Bearer ${token}` },
    payload: { ids, method: 'trade' },
  });

describe('due work run now (test hook)', () => {
  it('sends a waiting withdrawal at once; it then reaches Steam by itself', async () => {
    const p = await playerWithItems(hooked.app, 2);
    expect((await send(hooked, p.token, p.ids)).statusCode).toBe(200);
    expect(await itemStatuses(hooked.db, p.ids)).toEqual(['PREPARING', 'PREPARING']);

    const res = await hooked.app.inject({ method: 'POST', url: '/v1/test/due/withdrawals' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ work: 'withdrawals', ran: 2 });
    await vi.waitFor(
      async () =>
        expect(await itemStatuses(hooked.db, p.ids)).toEqual([
          'STEAM_WITHDRAWN',
          'STEAM_WITHDRAWN',
        ]),
      { timeout: 20_000, interval: 100 },
    );
    // Nothing is left open: the hook moves nothing now.
    const again = await hooked.app.inject({ method: 'POST', url: '/v1/test/due/withdrawals' });
    expect(again.json()).toEqual({ work: 'withdrawals', ran: 0 });
  });

  it('names the leaderboards sweep too, and refuses unknown work', async () => {
    const sweep = await hooked.app.inject({ method: 'POST', url: '/v1/test/due/leaderboards' });
    expect(sweep.statusCode).toBe(200);
    expect(sweep.json()).toMatchObject({ work: 'leaderboards' });
    const unknown = await hooked.app.inject({ method: 'POST', url: '/v1/test/due/nothing' });
    expect([unknown.statusCode, unknown.json().data.code]).toEqual([404, 'due_work_unknown']);
  });

  it('does not exist without TEST_HOOKS: the withdrawal waits for its time', async () => {
    const p = await playerWithItems(plain.app, 1);
    expect((await send(plain, p.token, p.ids)).statusCode).toBe(200);
    const res = await plain.app.inject({ method: 'POST', url: '/v1/test/due/withdrawals' });
    expect(res.statusCode).toBe(404);
    expect(res.json().data.code).not.toBe('due_work_unknown');
    expect(await itemStatuses(plain.db, p.ids)).toEqual(['PREPARING']);
  });

  it('is refused with NODE_ENV=production', () => {
    expect(() => loadConfig({ TEST_HOOKS: 'true', NODE_ENV: 'production' })).toThrow(/TEST_HOOKS/);
    expect(loadConfig({ TEST_HOOKS: 'true' }).ops.testHooks).toBe(true);
    expect(loadConfig({}).ops.testHooks).toBe(false);
  });
});

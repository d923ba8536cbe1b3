/**
 * Issue 14 "Background work … on one durable job queue": a withdrawal's steps are `withdrawal-step`
 * jobs of pg-boss, queued in the transaction that creates the withdrawal (none when it is refused)
 * and run by the app's own worker until the item reaches Steam; an operator sees each as a job row.
 * The owner's devices get the finished-withdrawal push (issue 13) at a local push service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, queryRows, waitUntil } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { startPushFake, type PushFake } from '../../test/push-fake.ts';
import { itemStatuses } from '../../test/inventory-fixtures.ts';
import { playerWithItems } from '../../test/withdrawal-fixtures.ts';

let push: PushFake;
beforeAll(async () => {
  push = await startPushFake();
});
afterAll(() => push.close());
const t = fileTestApp(() => ({
  PUSH_ENDPOINT_HOSTS: '127.0.0.1',
  WITHDRAW_WORKER: 'true',
  JOBS_POLL_S: '0.5',
  STEAM_BOT_SEND_DELAY_MS: '0',
  STEAM_BOT_ACCEPT_DELAY_MS: '300',
  STEAM_BOT_FAILURE_RATE: '0',
  STEAM_BOT_CANCEL_RATE: '0',
  WITHDRAW_POLL_MS: '200',
}));

const stepJobs = () =>
  queryRows<{ state: string; data: { id: number } }>(
    t.db,
    `select state::text, data from pgboss.job where name = 'withdrawal-step'`,
  );

describe('withdrawal steps on the job queue', () => {
  it('queues nothing for a refused request and runs each accepted one to Steam', async () => {
    const refused = await playerWithItems(t.app, 1, false);
    const no = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/senditem',
      headers: bearer(refused.token),
      payload: { ids: refused.ids, method: 'trade' },
    });
    expect([no.statusCode, no.json().data.code]).toEqual([400, 'no_link']);
    expect(await stepJobs()).toEqual([]);

    const p = await playerWithItems(t.app, 2);
    const device = push.subscribe();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/v1/push/subscribe',
      headers: bearer(p.token),
      payload: device,
    });
    expect(subscribed.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/senditem',
      headers: bearer(p.token),
      payload: { ids: p.ids, method: 'trade' },
    });
    expect(res.statusCode).toBe(200);
    const withdrawals = await queryRows<{ id: number }>(
      t.db,
      `select id::int from withdrawal_jobs where user_id = ${p.userId}`,
    );
    expect(withdrawals).toHaveLength(2);
    const queued = await stepJobs();
    expect(queued.map((j) => j.data.id).sort()).toEqual(withdrawals.map((w) => w.id).sort());

    const deadline = Date.now() + 20_000;
    while ((await itemStatuses(t.db, p.ids)).some((s) => s !== 'STEAM_WITHDRAWN')) {
      if (Date.now() > deadline)
        throw new Error(`not delivered: ${JSON.stringify(await stepJobs())}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const states = await queryRows<{ state: string }>(
      t.db,
      `select state from withdrawal_jobs where user_id = ${p.userId}`,
    );
    expect(states.map((s) => s.state)).toEqual(['done', 'done']);
    // Each step was a job: at least send and delivery per withdrawal, none failed. pg-boss marks a step
    // after its handler's transaction commits, so the last one can still be active a moment after delivery.
    await waitUntil(async () =>
      (await stepJobs()).every((j) => j.state !== 'active' && j.state !== 'created'),
    );
    const jobs = await stepJobs();
    expect(jobs.filter((j) => j.state === 'completed').length).toBeGreaterThanOrEqual(4);
    expect(jobs.filter((j) => j.state === 'failed')).toEqual([]);
    // One "delivered to Steam" push per item, to the owner's device.
    const mine = () =>
      push.received.filter(
        (m) => m.endpoint === new URL(device.endpoint).pathname && m.message.tag === 'withdrawal',
      );
    await waitUntil(() => Promise.resolve(mine().length === 2));
    expect(mine()[0]!.message).toMatchObject({ title: 'Предмет выведен в Steam', url: '/profile' });
  }, 40_000);
});

/**
 * Stopping the battle runtime (issue 43: "the battle runtime's stop() does not await in-flight timer work"): a
 * battle's settle timer whose work is running when the app closes finishes before `stop()` resolves, so the pool
 * and the job queue that close after the battles' `onClose` hook never cut it off half way. The timer's time is the
 * test's input (the runtime's schedule runs what the test asks), and the settle is held at its transaction's door
 * by the test until `stop()` is waiting.
 */
import { expect, it } from 'vitest';
import type { Schedule } from '../../platform/schedule.ts';
import {
  battleCaseCards,
  create,
  fundedPlayer,
  getBattle,
  post,
} from '../../test/battle-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { createBattleRuntime } from './runtime.ts';

// A minute a round: the app's own timers never reach a round during the test.
const t = fileTestApp({ BATTLE_ROUND_MS: '60000' });

it('waits for the settle a timer is running before it resolves', async () => {
  const cases = await battleCaseCards(t.app);
  const [a, b] = await Promise.all([fundedPlayer(t.app), fundedPlayer(t.app)]);
  const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 2 });
  expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
  const [{ id }] = (await queryRows<{ id: number }>(
    t.db,
    `select id::int from battles where ulid = '${ulid}'`,
  )) as [{ id: number }];

  // The runtime under test: its timers wait for `runAll`; its transactions wait for `open`.
  const timed: (() => void)[] = [];
  const schedule: Schedule = (_atMs, run) => {
    timed.push(run);
    return () => undefined;
  };
  let open!: () => void;
  const door = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const atDoor = new Promise<void>((resolve) => (entered = resolve));
  const held = new Proxy(t.db, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop !== 'transaction' || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        entered();
        await door;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const runtime = createBattleRuntime({
    db: held,
    hub: undefined,
    config: t.config,
    log: t.app.log,
    jobs: t.app.jobs,
    schedule,
  });
  await runtime.changed(id);
  // One round: the settle at its end is the only timer.
  expect(timed).toHaveLength(1);
  timed[0]!();
  await atDoor;

  let stopped = false;
  const stopping = runtime.stop().then(() => (stopped = true));
  // stop() waits while the settle is held; let every queued callback run first.
  await new Promise((resolve) => setImmediate(resolve));
  expect(stopped).toBe(false);
  open();
  await stopping;
  expect((await getBattle(t.app, ulid, null)).battle?.status).toBe('finished');
});

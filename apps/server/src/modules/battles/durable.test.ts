/**
 * Battles' durable timers (issue 14, the job queue): a process that stops after a battle started, or
 * while one waits for players, leaves `battle-timer` jobs behind; the next process on the same
 * database settles the started battle at its end and cancels and refunds the unfilled one at its
 * expiry — once each.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { battleCaseCards, create, post } from '../../test/battle-fixtures.ts';
import {
  createTestApp,
  ledgerCheck,
  queryRows,
  register,
  topUp,
  waitUntil,
  type TestApp,
} from '../../test/helper.ts';
import type { App } from '../../platform/types.ts';

let t: TestApp | undefined;
let next: App | undefined;
afterAll(async () => {
  await next?.close();
  await t?.close();
});

describe('battle timers on the job queue', () => {
  it('settles and expires the battles of a stopped process from the next one', async () => {
    t = await createTestApp({
      // Due seconds after the restart, so the next process's start-up sweep finds nothing to do and
      // the jobs do it.
      BATTLE_ROUND_MS: '2500',
      BATTLE_EXPIRE_MIN: '0.09',
      JOBS_POLL_S: '0.5',
    });
    const first = t;
    const cases = await battleCaseCards(first.app);
    const [a, b] = await Promise.all([register(first.app), register(first.app)]);
    await Promise.all([topUp(first.app, a.token, 5_000), topUp(first.app, b.token, 5_000)]);
    const started = await create(first.app, a.token, {
      case_ids: [cases[0]!.id, cases[0]!.id],
      seats: 2,
    });
    expect((await post(first.app, '/join', b.token, { battle_ulid: started })).status).toBe(200);
    const waiting = await create(first.app, b.token, { case_ids: [cases[0]!.id], seats: 2 });
    const before = await ledgerCheck(first.db, b.userId);

    // The process stops at once: its in-process timers go with it; the jobs stay.
    await first.app.close();
    const timers = await queryRows<{ ulid: string; kind: string; state: string }>(
      first.db,
      `select b.ulid, j.data->>'kind' as kind, j.state::text as state
       from pgboss.job j join battles b on b.id = (j.data->>'battleId')::int
       where j.name = 'battle-timer'`,
    );
    // The started battle waits for its settling, the unfilled one for its expiry.
    expect(timers).toContainEqual({ ulid: started, kind: 'settle', state: 'created' });
    expect(timers).toContainEqual({ ulid: waiting, kind: 'expire', state: 'created' });

    next = await buildApp({ db: first.db, config: first.config });
    await next.ready();
    const status = async (ulid: string) =>
      (
        await queryRows<{ status: string }>(
          first.db,
          `select status from battles where ulid = '${ulid}'`,
        )
      )[0]!.status;
    await waitUntil(
      async () => (await status(started)) === 'finished' && (await status(waiting)) === 'cancelled',
      20_000,
    );
    const refunds = await queryRows<{ n: number }>(
      first.db,
      `select count(*)::int as n from ledger where reason = 'battle_refund' and reference = 'battle:${waiting}'`,
    );
    expect(refunds[0]!.n).toBe(1);
    const after = await ledgerCheck(first.db, b.userId);
    expect(after.balance).toBeGreaterThan(before.balance);
    expect(after.ledgerSum).toBe(after.balance);
    const won = await queryRows<{ n: number }>(
      first.db,
      `select count(*)::int as n from inventory_items where source = 'Battle'`,
    );
    expect(won[0]!.n).toBeGreaterThan(0);
  });
});

/**
 * The job queue's periodic task (platform/jobs.ts `every`, issue 14): with two processes (two queue
 * instances on one database) a task scheduled every second runs about once a second in all, never
 * twice at once, one run waiting at a time, and it goes on after a run that threw. A run that outlives
 * the stop timeout ends quietly after the database closed. Jobs past their time that no worker
 * started are counted per queue (`cases_jobs_overdue`).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestPglite, queryRows, waitUntil } from '../test/helper.ts';
import { startJobs, type Jobs } from './jobs.ts';

let database: Database | undefined;
const started: Jobs[] = [];
afterAll(async () => {
  for (const j of started) await j.stop();
  await database?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A queue on `db` polling every 0.5 s, running its handlers when `work`. */
const start = (db: Database['db'], work: boolean) =>
  startJobs(db, {
    work,
    pollSeconds: 0.5,
    maintenanceSeconds: 30,
    stopTimeoutMs: 1000,
    log: { error: () => undefined },
  });

describe('periodic jobs', () => {
  it('run once at a time across processes, and go on after a failure', async () => {
    database = await openTestPglite();
    const db = database.db;
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const task = async () => {
      running += 1;
      runs += 1;
      // From the third run on: the first two may be the two processes' start-up runs (each queues one
      // when none waits; on a loaded machine one can already be running when the other queues its own,
      // as seen once in CI beside two browser shards). Their next runs merge into one chain.
      if (running > 1 && runs > 2) overlapped = true;
      await sleep(150); // the run's own work: long enough that a second run at once would overlap it
      running -= 1;
      if (runs === 2) throw new Error('a failing run');
    };
    // Both processes are up before either queues the first run: a process that starts while a run is on
    // queues a first run of its own (pg-boss's 'short' policy dedupes waiting jobs, not a waiting and an
    // active one), a start-up overlap this test does not time (issue 31 note).
    // (One after the other: two pg-boss starts at once on the one PGlite connection interleave.)
    const both = [await start(db, true), await start(db, true)];
    started.push(...both);
    for (const jobs of both) jobs.every('tick', 1, task);
    await Promise.all(both.map((jobs) => jobs.ready()));
    // Time is the subject: a rate over a 6 s window, timed by pg-boss's start_after (the database's
    // now()) and its pollers, which no fake clock reaches. Three runs, past the failing second one,
    // are waited for with the window as the deadline; then the window must pass for the upper bound.
    const since = Date.now();
    await waitUntil(() => Promise.resolve(runs >= 3), 6000);
    await sleep(6000 - (Date.now() - since));
    // One waits between runs (none while a run is on, until it queues the next): read at such a moment.
    let waiting = 0;
    await waitUntil(async () => {
      const [row] = await queryRows<{ n: number }>(
        db,
        `select count(*)::int as n from pgboss.job where name = 'tick' and state = 'created'`,
      );
      waiting = row!.n;
      return waiting > 0;
    });
    expect(waiting).toBe(1);
    expect(overlapped).toBe(false);
    // About once a second (start-after is whole seconds, polling every 0.5 s), past the failure.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(Math.floor((Date.now() - since) / 1000) + 1);
  });

  it('lets a run that outlived the stop timeout end after the database closed, quietly', async () => {
    const own = await openTestPglite();
    const rejections: unknown[] = [];
    const onRejection = (err: unknown) => void rejections.push(err);
    process.on('unhandledRejection', onRejection);
    try {
      let began = false;
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const jobs = await start(own.db, true);
      jobs.define(
        'slow',
        { retryLimit: 1, retryDelaySeconds: 1, backoff: false, expireInSeconds: 60 },
        async () => {
          began = true;
          await finished; // the run goes on until the database has closed
          throw new Error('ends after the database closed');
        },
      );
      await jobs.ready();
      await jobs.send('slow', {});
      await waitUntil(() => Promise.resolve(began));
      await jobs.stop(); // gives up waiting after 1 s
      await own.close();
      // The run ends now, and pg-boss records its failure in promise callbacks (the statement is
      // dropped at once: the queue has stopped); a rejection nobody handled there is reported before
      // the next turn of the event loop.
      finish();
      await new Promise((r) => setImmediate(r));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('counts, per declared queue, the jobs due past the grace that no worker has started', async () => {
    const own = await openTestPglite();
    try {
      // Only declared here: no worker runs them, as if every worker of the queue were stuck.
      const jobs = await start(own.db, false);
      const spec = { retryLimit: 1, retryDelaySeconds: 1, backoff: false, expireInSeconds: 60 };
      jobs.define('late', spec, null);
      jobs.define('quiet', spec, null);
      await jobs.ready();
      await jobs.send('late', { n: 1 });
      await jobs.send('late', { n: 2 });
      await jobs.send('late', { n: 3 }, { startAfterSeconds: 3600 });
      await jobs.send('quiet', {});
      // Two of 'late' were due two minutes ago; 'quiet' only 10 s ago, within the grace.
      await queryRows(
        own.db,
        `update pgboss.job set start_after = now() - interval '2 minutes'
         where name = 'late' and (data->>'n')::int < 3`,
      );
      await queryRows(
        own.db,
        `update pgboss.job set start_after = now() - interval '10 seconds' where name = 'quiet'`,
      );
      expect(await jobs.overdue(30)).toEqual([
        { queue: 'late', count: 2 },
        { queue: 'quiet', count: 0 },
      ]);
      // Started (active) is not overdue.
      await queryRows(own.db, `update pgboss.job set state = 'active' where name = 'late'`);
      expect(await jobs.overdue(30)).toEqual([
        { queue: 'late', count: 0 },
        { queue: 'quiet', count: 0 },
      ]);
      await jobs.stop();
    } finally {
      await own.close();
    }
  });
});

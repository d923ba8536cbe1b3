/**
 * The job queue's periodic task (platform/jobs.ts `every`, issue 14): with two processes (two queue
 * instances on one database) a task scheduled every second runs at most once a second in all (by the
 * database's clock), never twice at once, one run waiting at a time, and it goes on after a run that threw. A run that outlives
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
      if (running > 1) overlapped = true;
      await sleep(150); // the run's own work: long enough that a second run at once would overlap it
      running -= 1;
      if (runs === 2) throw new Error('a failing run');
    };
    /** The task's jobs, in the order they started; `started_ms` is the database's clock (epoch ms). */
    const ticks = () =>
      queryRows<{ state: string; started_ms: number | null }>(
        db,
        `select state::text, (extract(epoch from started_on) * 1000)::float8 as started_ms
         from pgboss.job where name = 'tick' order by started_on nulls last, start_after`,
      );
    // A web-only process declares the task and its first run waits, due in an hour: each working process's
    // start-up queues a first run only if none waits, so neither queues one. (A start-up while a run is on
    // would queue a second, overlapping run: pg-boss's 'short' policy dedupes a waiting job, not a running
    // one; issue 31 note. Here no run is on until the test makes the first one due.)
    const web = await start(db, false);
    started.push(web);
    web.every('tick', 1, task);
    await web.ready();
    expect(await web.send('tick', {}, { singletonKey: 'next', startAfterSeconds: 3600 })).not.toBe(
      null,
    );
    // (One after the other: two pg-boss starts at once on the one PGlite connection interleave.)
    const both = [await start(db, true), await start(db, true)];
    started.push(...both);
    for (const jobs of both) jobs.every('tick', 1, task);
    await Promise.all(both.map((jobs) => jobs.ready()));
    expect((await ticks()).map((j) => j.state)).toEqual(['created']);
    // Due now: from here on the runs follow each other, each queueing the next a second later.
    await queryRows(db, `update pgboss.job set start_after = now() where name = 'tick'`);
    // Three runs, past the failing second one.
    await waitUntil(() => Promise.resolve(runs >= 3), 30_000);
    // One waits between runs (none while a run is on, until it queues the next): read at such a moment.
    let jobs: Awaited<ReturnType<typeof ticks>> = [];
    await waitUntil(async () => {
      jobs = await ticks();
      return jobs.some((j) => j.state === 'created');
    });
    expect(jobs.filter((j) => j.state === 'created')).toHaveLength(1);
    expect(overlapped).toBe(false);
    // At most once a second, by the database's clock (pg-boss's start_after and now()): each run started
    // a second or more after the one before, which queued it. Lower bounds: a loaded machine only adds to them.
    const starts = jobs.flatMap((j) => (j.started_ms === null ? [] : [j.started_ms]));
    expect(starts.filter((ms) => !Number.isFinite(ms))).toEqual([]);
    expect(starts.length).toBeGreaterThanOrEqual(3);
    const gaps = starts.slice(1).map((at, i) => at - starts[i]!);
    expect(gaps.filter((ms) => ms < 1000)).toEqual([]);
  });

  it('never starts a second run beside one that is on when another process starts (issue 42)', async () => {
    const own = await openTestPglite();
    const mine: Jobs[] = [];
    try {
      let running = 0;
      let overlapped = false;
      let runs = 0;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstOn!: () => void;
      const on = new Promise<void>((resolve) => (firstOn = resolve));
      const task = async () => {
        running += 1;
        runs += 1;
        if (running > 1) overlapped = true;
        if (runs === 1) {
          firstOn();
          await held; // the first run goes on until the second process has started and polled
        }
        running -= 1;
      };
      let probes = 0;
      const first = await start(own.db, true);
      mine.push(first);
      first.every('tick', 1, task);
      await first.ready();
      await on;
      // A second process starts while the run is on: its start-up queues a run due now.
      const second = await start(own.db, true);
      mine.push(second);
      second.every('tick', 1, task);
      second.every('probe', 1, () => Promise.resolve(void (probes += 1)));
      await second.ready();
      // The later event: the second process's worker has run its probe twice (its pollers have asked for due
      // jobs more than once since the start-up), so a run it could start beside the held one has started.
      await waitUntil(() => Promise.resolve(probes >= 2 || overlapped), 30_000);
      expect(overlapped).toBe(false);
      expect(runs).toBe(1);
      release();
      await waitUntil(() => Promise.resolve(runs >= 3), 30_000);
      expect(overlapped).toBe(false);
    } finally {
      for (const j of mine) await j.stop();
      await own.close();
    }
  });

  it('moves a periodic queue made with the old policy to the new one', async () => {
    const own = await openTestPglite();
    try {
      const old = await start(own.db, false);
      old.define(
        'legacy',
        {
          retryLimit: 3,
          retryDelaySeconds: 1,
          backoff: false,
          expireInSeconds: 300,
          policy: 'short',
        },
        null,
      );
      await old.ready();
      await old.stop();
      const jobs = await start(own.db, true);
      let runs = 0;
      jobs.every('legacy', 1, () => Promise.resolve(void (runs += 1)));
      await jobs.ready();
      const [queue] = await queryRows<{ policy: string }>(
        own.db,
        `select policy from pgboss.queue where name = 'legacy'`,
      );
      expect(queue?.policy).toBe('stately');
      await waitUntil(() => Promise.resolve(runs >= 1), 30_000);
      await jobs.stop();
    } finally {
      await own.close();
    }
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

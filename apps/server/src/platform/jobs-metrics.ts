/**
 * The job queue's figures in `/metrics` (issue 14 "Operating it"; docs/operations.md), read from the
 * queue on each scrape.
 */
import { Gauge, type Registry } from 'prom-client';
import type { Jobs } from './jobs.ts';

/** How late (s) a job no worker has started counts in `cases_jobs_overdue`. */
const OVERDUE_AFTER_SECONDS = 30;

/**
 * `cases_jobs{queue,state}`: the queue's jobs by state; `cases_jobs_overdue{queue}`: jobs due more
 * than OVERDUE_AFTER_SECONDS ago that no worker has started (an alert's signal). Read on each scrape.
 */
export function registerJobMetrics(registry: Registry, jobs: Jobs): void {
  new Gauge({
    name: 'cases_jobs_overdue',
    help: `Durable jobs due more than ${OVERDUE_AFTER_SECONDS} s ago that no worker has started`,
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const c of await jobs.overdue(OVERDUE_AFTER_SECONDS))
        this.set({ queue: c.queue }, c.count);
    },
  });
  new Gauge({
    name: 'cases_jobs',
    help: 'Durable jobs by queue and state (pg-boss)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const c of await jobs.counts()) this.set({ queue: c.queue, state: c.state }, c.count);
    },
  });
}

/**
 * Claiming withdrawal jobs: a worker leases due jobs with `FOR UPDATE SKIP LOCKED`, so several server
 * processes share the table and a crashed worker's jobs come back once `locked_until` has passed.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawalJobs } from '../../db/schema/index.ts';
import { OPEN_JOB_STATES, type JobRow } from './transitions.ts';

const unlocked = (at: Date) =>
  or(isNull(withdrawalJobs.lockedUntil), lte(withdrawalJobs.lockedUntil, at));

/** Leases up to `batch` open jobs due at `at` for `leaseMs`; returns them. */
export async function claimDue(
  db: Db,
  at: Date,
  leaseMs: number,
  batch: number,
): Promise<JobRow[]> {
  const due = db
    .select({ id: withdrawalJobs.id })
    .from(withdrawalJobs)
    .where(
      and(
        inArray(withdrawalJobs.state, OPEN_JOB_STATES),
        lte(withdrawalJobs.nextRunAt, at),
        unlocked(at),
      ),
    )
    .orderBy(asc(withdrawalJobs.nextRunAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(withdrawalJobs)
    .set({
      lockedUntil: new Date(at.getTime() + leaseMs),
      attempts: sql`${withdrawalJobs.attempts} + 1`,
    })
    .where(inArray(withdrawalJobs.id, due))
    .returning();
}

/** Makes every unleased sent offer due now: after a restart the bot may no longer know it. */
export async function recheckSent(db: Db, at: Date): Promise<void> {
  await db
    .update(withdrawalJobs)
    .set({ nextRunAt: at })
    .where(and(eq(withdrawalJobs.state, 'send'), unlocked(at)));
}

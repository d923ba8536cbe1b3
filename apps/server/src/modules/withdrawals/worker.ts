/**
 * The withdrawal steps (spec 001 §4) on the shop's durable job queue (issue 14, platform/jobs.ts). A
 * withdrawal is a row of `withdrawal_jobs` (its state, offer and 5-minute timer); each of its steps is
 * a `withdrawal-step` job `{ id }`, queued in the transaction that creates the withdrawal and again
 * by each step that leaves it open, due when the row's `next_run_at` says. A step moves the row on:
 * PREPARING → the bot sends an offer → send → the bot reports accepted (done, STEAM_WITHDRAWN) or
 * canceled (item_transfer_canceled); a failed send, an offer the bot no longer knows (it restarted)
 * or a passed timer → error_skin_transfer. Failures return the item to progress. Every change is a
 * conditional UPDATE from the state read (transitions.ts), so a step run twice (a job retried after
 * its process died) changes nothing the first run did; an offer sent while the console ended the withdrawal
 * (admin-actions.ts) is withdrawn again at the bot. The owner gets a statechange event after each
 * commit.
 */
import type { WithdrawFailureCode } from '@cases/domain/api/withdrawals';
import type { GameProject } from '@cases/domain/projects';
import type { StateChange } from '@cases/domain/realtime';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawalJobs } from '../../db/schema/index.ts';
import type { Executor, Jobs } from '../../platform/jobs.ts';
import type { Hub } from '../../platform/realtime/hub.ts';
import { tradeOfferWire } from '../../kernel/inventory/wire.ts';
import { botAccountOf, refOf, type OfferState, type TradeBot } from './bot.ts';
import {
  complete,
  fail,
  holdBack,
  markAttempt,
  markSent,
  OPEN_JOB_STATES,
  reschedule,
  type JobRow,
} from './transitions.ts';

export const WITHDRAWAL_QUEUE = 'withdrawal-step';

export interface WorkerOptions {
  db: Db;
  bot: TradeBot;
  hub?: Hub | undefined;
  /** How soon an offer the player has not answered yet is looked at again (ms). */
  pollMs: number;
  /** The game project, which names the bot of a sent offer (Dota 2's by default). */
  project?: GameProject;
  now?: () => number;
  /** Called after an item reached Steam (committed): the finished-withdrawal push (issue 13). */
  onDelivered?: (job: JobRow) => void;
}

export interface WithdrawalWorker {
  /**
   * Moves withdrawal `id` one step; answers when its next step is due, or null when it is final (or
   * unknown, or another run got there first).
   */
  run(id: number): Promise<Date | null>;
}

export function createWithdrawalWorker(o: WorkerOptions): WithdrawalWorker {
  const now = () => new Date((o.now ?? Date.now)());
  const notify = (
    job: JobRow,
    status: StateChange['status'],
    extra: Pick<StateChange, 'error_code' | 'trade_offer'> = {},
  ) =>
    o.hub?.emitToUser(job.userId, 'statechange', {
      item_id: String(job.inventoryItemId),
      status,
      ...extra,
    });
  const failJob = async (job: JobRow, code: WithdrawFailureCode, at: Date) => {
    if (await fail(o.db, job, code, at)) notify(job, 'progress', { error_code: code });
    return null;
  };

  /** The provider's answer on an offer it can no longer stop or that may have gone through meanwhile. */
  async function settle(job: JobRow, state: OfferState, at: Date, onCanceled: WithdrawFailureCode) {
    switch (state) {
      case 'pending': {
        const next = new Date(at.getTime() + o.pollMs);
        await reschedule(o.db, job, next, at);
        return next;
      }
      case 'accepted':
        if (await complete(o.db, job, at)) {
          notify(job, 'STEAM_WITHDRAWN');
          o.onDelivered?.(job);
        }
        return null;
      case 'canceled':
        return failJob(job, onCanceled, at);
      case 'unknown':
        return failJob(job, 'error_skin_transfer', at);
    }
  }

  async function step(job: JobRow): Promise<Date | null> {
    const at = now();
    if (job.timerEndsAt <= at) {
      // The provider first makes sure nothing more arrives: a purchase on its way cannot be stopped (pending:
      // wait for its end), an offer accepted meanwhile completes.
      const state = await o.bot.cancelOffer(refOf(job));
      return settle(
        job,
        state,
        at,
        job.state === 'send' ? 'item_transfer_canceled' : 'error_skin_transfer',
      );
    }
    if (job.state === 'PREPARING') {
      const sent = await o.bot.sendOffer({
        jobId: job.id,
        inventoryItemId: job.inventoryItemId,
        method: job.method === 'login' ? 'login' : 'trade',
        target: job.target,
        lastAttemptAt: job.sendAttemptAt,
        provider: job.provider,
        pinned: job.pinnedProvider,
        beforeSend: (provider) => markAttempt(o.db, job, provider ?? o.bot.provider, now()),
      });
      if (sent.ok === false) return failJob(job, sent.code, at);
      if (sent.ok === 'wait') {
        const next = new Date(at.getTime() + sent.retryInMs);
        await holdBack(o.db, job, {
          provider: sent.provider ?? o.bot.provider,
          holdReason: sent.hold ?? null,
          pricePaid: sent.pricePaid ?? null,
          nextRunAt: next,
          now: at,
        });
        return next;
      }
      const next = new Date(at.getTime() + o.bot.acceptDelayMs);
      if (!(await markSent(o.db, job, sent.offerId, next, at, sent.pricePaid ?? null))) {
        // Another run marked it sent (the same offer), or the console ended it meanwhile (cancel, sent by
        // hand): then the offer just made must not stay open beside the item back in the inventory.
        const [still] = await o.db
          .select({ state: withdrawalJobs.state })
          .from(withdrawalJobs)
          .where(eq(withdrawalJobs.id, job.id));
        if (!still || !OPEN_JOB_STATES.includes(still.state))
          await o.bot.cancelOffer({
            ...refOf(job),
            provider: sent.provider ?? job.provider,
            offerId: sent.offerId,
          });
        return null;
      }
      notify(job, 'send', {
        trade_offer: tradeOfferWire({
          id: sent.offerId,
          botName: botAccountOf(sent.offerId, o.project ?? 'dota'),
          expiresAt: job.timerEndsAt,
        }),
      });
      return next;
    }
    const state = job.tradeOfferId
      ? await o.bot.offerState({ ...refOf(job), offerId: job.tradeOfferId })
      : 'unknown';
    return settle(job, state, at, 'item_transfer_canceled');
  }

  return {
    run: async (id) => {
      const [job] = await o.db.select().from(withdrawalJobs).where(eq(withdrawalJobs.id, id));
      if (!job || !OPEN_JOB_STATES.includes(job.state)) return null;
      // Not due yet (a step queued early, e.g. a retry): look again at its time.
      if (job.nextRunAt > now()) return job.nextRunAt;
      return step(job);
    },
  };
}

/** The singleton key of withdrawal `id`'s waiting step. */
const stepKey = (id: number) => `withdrawal:${id}`;

/** Queues the step of withdrawal `id` due at `due`, in `tx` when given (one waiting per withdrawal). */
export async function queueStep(jobs: Jobs, id: number, due: Date, tx?: Executor): Promise<void> {
  await jobs.send(
    WITHDRAWAL_QUEUE,
    { id },
    {
      singletonKey: stepKey(id),
      startAfterSeconds: Math.max(0, (due.getTime() - Date.now()) / 1000),
      ...(tx ? { tx } : {}),
    },
  );
}

/**
 * Makes the next step of every withdrawal in `states` due now: its row's time and its waiting job's
 * (one per withdrawal), and queues one where none waits (a step running now); answers how many.
 */
async function stepNow(db: Db, jobs: Jobs, states: readonly string[]): Promise<number> {
  const due = await db
    .update(withdrawalJobs)
    .set({ nextRunAt: sql`now()` })
    .where(inArray(withdrawalJobs.state, [...states]))
    .returning({ id: withdrawalJobs.id });
  await jobs.dueNow(
    WITHDRAWAL_QUEUE,
    due.map(({ id }) => stepKey(id)),
  );
  for (const { id } of due) await queueStep(jobs, id, new Date());
  return due.length;
}

/**
 * On start of a process that runs the steps: every sent offer is looked at now (a restarted bot may
 * no longer know it, and its player should not wait for the offer's next check).
 */
export const recheckSent = (db: Db, jobs: Jobs): Promise<number> => stepNow(db, jobs, ['send']);

/**
 * The due work `withdrawals` (test hook, platform/due-work.ts): every open withdrawal's next step runs
 * now, as if its time had come (an offer waiting to be sent is sent; a sent one is looked at).
 */
export const stepOpenNow = (db: Db, jobs: Jobs): Promise<number> =>
  stepNow(db, jobs, OPEN_JOB_STATES);

/**
 * Declares the `withdrawal-step` queue; with a worker, this process runs its steps. A step that
 * throws (the bot or the database unreachable) is retried with backoff; one whose process died is
 * retried once it has run `stepTimeoutS`. The 5-minute timer bounds every withdrawal either way.
 */
export function defineWithdrawalQueue(
  jobs: Jobs,
  worker: WithdrawalWorker | null,
  stepTimeoutS: number,
): void {
  jobs.define<{ id: number }>(
    WITHDRAWAL_QUEUE,
    {
      // Every 2 s for longer than the 5-minute timer, which then fails the withdrawal.
      retryLimit: 200,
      retryDelaySeconds: 2,
      backoff: false,
      expireInSeconds: stepTimeoutS,
      policy: 'short',
    },
    worker &&
      (async ({ id }) => {
        const next = await worker.run(id);
        if (next) await queueStep(jobs, id, next);
      }),
  );
}

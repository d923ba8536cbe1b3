/**
 * The withdrawal worker (spec 001 §4): every `pollMs` it claims due jobs (`next_run_at <= now`, lease
 * expired; `FOR UPDATE SKIP LOCKED`, so several processes share the table) and moves each one step:
 * PREPARING → the bot sends an offer → send → the bot reports accepted (done, STEAM_WITHDRAWN) or
 * canceled (item_transfer_canceled); a failed send, an unknown offer (bot restarted) or a passed 5-minute
 * timer → error_skin_transfer. Failures return the item to progress. The owner gets a statechange event
 * after each commit. Jobs are rows, so a restarted server resumes them once their lease has expired.
 */
import type { WithdrawFailureCode } from '@cases/domain/api/withdrawals';
import type { StateChange } from '@cases/domain/realtime';
import type { Db } from '../../db/client.ts';
import type { Hub } from '../realtime/hub.ts';
import type { TradeBot } from './bot.ts';
import { claimDue, recheckSent } from './claim.ts';
import { complete, fail, markSent, reschedule, type JobRow } from './transitions.ts';

export interface WorkerOptions {
  db: Db;
  bot: TradeBot;
  hub?: Hub | undefined;
  pollMs: number;
  leaseMs: number;
  /** Jobs claimed per tick. */
  batch?: number;
  now?: () => number;
  log?: { error(obj: object, msg: string): void };
  /** Called after an item reached Steam (committed): the finished-withdrawal push (issue 13). */
  onDelivered?: (job: JobRow) => void;
}

export interface WithdrawalWorker {
  /** Runs every due job one step; returns how many were claimed. */
  tick(): Promise<number>;
  /** On start: sent offers are checked at once (a restarted bot may not know them any more). */
  recover(): Promise<void>;
  /** Recovers, then ticks every pollMs. */
  start(): void;
  stop(): Promise<void>;
}

export function createWithdrawalWorker(o: WorkerOptions): WithdrawalWorker {
  const now = () => new Date((o.now ?? Date.now)());
  const notify = (job: JobRow, status: StateChange['status'], code?: WithdrawFailureCode) =>
    o.hub?.emitToUser(job.userId, 'statechange', {
      item_id: String(job.inventoryItemId),
      status,
      ...(code ? { error_code: code } : {}),
    });
  const failJob = async (job: JobRow, code: WithdrawFailureCode, at: Date) => {
    if (await fail(o.db, job, code, at)) notify(job, 'progress', code);
  };

  async function step(job: JobRow): Promise<void> {
    const at = now();
    if (job.timerEndsAt <= at)
      return failJob(
        job,
        job.state === 'send' ? 'item_transfer_canceled' : 'error_skin_transfer',
        at,
      );
    if (job.state === 'PREPARING') {
      const sent = await o.bot.sendOffer({
        jobId: job.id,
        inventoryItemId: job.inventoryItemId,
        method: job.method === 'login' ? 'login' : 'trade',
        target: job.target,
      });
      if (!sent.ok) return failJob(job, sent.code, at);
      const next = new Date(at.getTime() + o.bot.acceptDelayMs);
      if (await markSent(o.db, job, sent.offerId, next, at)) notify(job, 'send');
      return;
    }
    const state = job.tradeOfferId ? await o.bot.offerState(job.tradeOfferId) : 'unknown';
    switch (state) {
      case 'pending':
        return reschedule(o.db, job, new Date(at.getTime() + o.pollMs), at);
      case 'accepted':
        if (await complete(o.db, job, at)) {
          notify(job, 'STEAM_WITHDRAWN');
          o.onDelivered?.(job);
        }
        return;
      case 'canceled':
        return failJob(job, 'item_transfer_canceled', at);
      case 'unknown':
        return failJob(job, 'error_skin_transfer', at);
    }
  }

  async function tick(): Promise<number> {
    const jobs = await claimDue(o.db, now(), o.leaseMs, o.batch ?? 20);
    for (const job of jobs) {
      try {
        await step(job);
      } catch (err) {
        o.log?.error({ err, jobId: job.id }, 'withdrawal step failed; retried after the lease');
      }
    }
    return jobs.length;
  }

  const recover = () => recheckSent(o.db, now());

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch((err: unknown) => o.log?.error({ err }, 'withdrawal tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, o.pollMs);
      });
  };
  return {
    tick,
    recover,
    start: () => {
      if (!stopped) return;
      stopped = false;
      running = recover()
        .catch((err: unknown) => o.log?.error({ err }, 'withdrawal recovery failed'))
        .finally(loop);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Experiment exposures (spec 000 §9 / 001 §9 "unsent exposure queue up to 512, flushed every 1 second"): each
 * exposure the experiment client reports becomes an `experiment_exposure` product event of the first-party
 * analytics, held in its own queue — at most 512 unsent (the oldest dropped past that) — and sent each second in
 * batches of ANALYTICS_MAX_BATCH. A send that fails is dropped, as every analytics call.
 */
import { MAX_BATCH, sendEvents, type ProductEvent } from '../../api/endpoints/send-events.ts';
import { touchSession } from './campaign.ts';

export const EXPOSURE_QUEUE_MAX = 512;
export const EXPOSURE_FLUSH_MS = 1000;

const queue: ProductEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends every waiting exposure now. */
export function flushExposures(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) sendEvents(queue.splice(0, MAX_BATCH)).catch(() => undefined);
}

/** Queues the exposure of `flagKey` (the variant seen, null when none), sent within a second. */
export function trackExposure(flagKey: string, variant: string | undefined): void {
  queue.push({
    name: 'experiment_exposure',
    path: window.location.pathname,
    sessionId: touchSession(false),
    props: { flag_key: flagKey, variant: variant ?? null },
  });
  if (queue.length > EXPOSURE_QUEUE_MAX) queue.splice(0, queue.length - EXPOSURE_QUEUE_MAX);
  timer ??= setTimeout(flushExposures, EXPOSURE_FLUSH_MS);
}

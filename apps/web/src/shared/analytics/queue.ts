/**
 * Batches page views and product events (spec 000 §7): flushed every 2 s, or at once when 20 are waiting; each call
 * carries at most ANALYTICS_MAX_BATCH (20). Failures are dropped — analytics never bothers the player.
 */
import { MAX_BATCH, sendEvents } from '../../api/endpoints/send-events.ts';
import type { AnalyticsEvent } from '../../api/endpoints/send-events.ts';

const FLUSH_MS = 2000;
const FLUSH_AT = 20;
const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends everything waiting, in batches of ≤ 20. */
export function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const batch = queue.splice(0, MAX_BATCH);
    sendEvents(batch).catch(() => undefined);
  }
}

/** Queues one event. */
export function enqueue(event: AnalyticsEvent): void {
  queue.push(event);
  if (queue.length >= FLUSH_AT) flush();
  else timer ??= setTimeout(flush, FLUSH_MS);
}

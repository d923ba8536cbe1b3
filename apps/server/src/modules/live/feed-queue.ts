/**
 * Live drop push (spec 000 §7 live_drop; issue 4 "the feed never spoils a drop"): after a case opening
 * commits (the `case.opened` event), each drop goes out as a public `live_drop` event only FEED_DELAY_MS (7 s) later, when the
 * opening animation has ended — the same delay the `/v1/live_drop` list applies. Each interface
 * language gets the drop with its own case and item names (spec 000 §7 client language).
 *
 * One queue per hub (per process), not a timer per opening (issue 14). A flush every FLUSH_MS sends
 * what is due; when more than MAX_PER_FLUSH drops fall due in one flush (a rush of openings), the
 * dearest of them (the newest of equal prices) go out, in the order they were opened, and the rest
 * stay in the `/v1/live_drop` list only. A feed strip shows a handful of drops a second; a browser fed
 * a thousand events a second would show none of them, and each one would cost every socket.
 *
 * The queue holds only what can still go out: a drop is filed under the flush that will send it, and
 * each flush's slot keeps its MAX_PER_FLUSH dearest. So in a rush the queue stays at a few dozen small
 * records (that point at the catalog snapshot's rows) instead of 7 s of every opening, which would
 * outlive the young generation and be marked again by every full collection; the wire shapes are
 * built only when a drop goes out.
 */
import { LANGUAGES } from '@cases/domain/api/site-web';
import type { AppEvents } from '../../kernel/events.ts';
import { FEED_DELAY_MS } from './service.ts';
import { liveDropWire, type FeedDrop } from './wire.ts';
import type { Hub } from '../../platform/realtime/hub.ts';

/** How often due drops are sent (ms). */
export const FLUSH_MS = 250;
/** At most this many drops go out per flush (12 a second per process). */
export const MAX_PER_FLUSH = 3;

interface Queued {
  drop: FeedDrop;
  /** Arrival order, for ties in price and the order sent. */
  seq: number;
}

/** The drops one flush of the timer will send: `tick` counts flushes from the timer's start. */
interface Slot {
  tick: number;
  /** At most MAX_PER_FLUSH, in arrival order. */
  drops: Queued[];
}

/** One hub's waiting drops by flush, earliest first, and the flush timer while any wait. */
interface FeedQueue {
  slots: Slot[];
  seq: number;
  timer: NodeJS.Timeout | null;
  /** When the timer started (ms since the epoch): flush `tick` falls at startedAt + tick·FLUSH_MS. */
  startedAt: number;
}

const queues = new WeakMap<Hub, FeedQueue>();

/** True when `a` goes out before `b` in a rush: dearer, or as dear and newer. */
const dearer = (a: Queued, b: Queued) =>
  a.drop.price > b.drop.price || (a.drop.price === b.drop.price && a.seq > b.seq);

/**
 * Files `q` in `drops` (arrival order, at most `max`): appended while there is room, else it takes the
 * place of the cheapest if it beats it; a drop that cannot go out is not kept.
 */
function keepDearest(drops: Queued[], q: Queued, max: number): void {
  if (drops.length < max) {
    drops.push(q);
    return;
  }
  let low = 0;
  for (let i = 1; i < drops.length; i += 1) if (dearer(drops[low]!, drops[i]!)) low = i;
  if (!dearer(q, drops[low]!)) return;
  drops.splice(low, 1);
  drops.push(q);
}

/** The slot for flush `tick`, made in order if there is none yet. */
function slotFor(q: FeedQueue, tick: number): Slot {
  let i = q.slots.length;
  while (i > 0 && q.slots[i - 1]!.tick > tick) i -= 1;
  const before = q.slots[i - 1];
  if (before?.tick === tick) return before;
  const slot: Slot = { tick, drops: [] };
  q.slots.splice(i, 0, slot);
  return slot;
}

function flush(hub: Hub, q: FeedQueue, secret: string, now: number): void {
  let end = 0;
  while (end < q.slots.length && q.startedAt + q.slots[end]!.tick * FLUSH_MS <= now) end += 1;
  const due: Queued[] = [];
  for (const slot of q.slots.splice(0, end))
    for (const queued of slot.drops) keepDearest(due, queued, MAX_PER_FLUSH);
  due.sort((a, b) => a.seq - b.seq);
  for (const { drop } of due)
    for (const lang of LANGUAGES)
      hub.emitPublic('live_drop', { drop: liveDropWire(drop, lang, secret) }, lang);
  if (q.slots.length === 0 && q.timer) {
    clearInterval(q.timer);
    q.timer = null;
  }
}

/** How many drops wait to go out through `hub` (at most MAX_PER_FLUSH per flush to come). */
export function queuedLiveDrops(hub: Hub): number {
  return queues.get(hub)?.slots.reduce((n, slot) => n + slot.drops.length, 0) ?? 0;
}

/**
 * Queues drops for the live feed of `hub`: each is emitted to each language `delayMs` (default
 * FEED_DELAY_MS) after now, within FLUSH_MS, unless a rush leaves it out (see the module). `secret`
 * (AUTH_SECRET) keys the avatar addresses. A no-op without a hub.
 */
export function queueLiveDrops(
  hub: Hub | undefined,
  drops: readonly FeedDrop[],
  secret: string,
  delayMs = FEED_DELAY_MS,
): void {
  if (!hub || drops.length === 0) return;
  let q = queues.get(hub);
  if (!q) {
    q = { slots: [], seq: 0, timer: null, startedAt: 0 };
    queues.set(hub, q);
  }
  const now = Date.now();
  if (!q.timer) {
    const queue = q;
    queue.startedAt = now;
    queue.timer = setInterval(() => flush(hub, queue, secret, Date.now()), FLUSH_MS);
    queue.timer.unref();
  }
  const slot = slotFor(q, Math.max(1, Math.ceil((now + delayMs - q.startedAt) / FLUSH_MS)));
  for (const drop of drops) keepDearest(slot.drops, { drop, seq: (q.seq += 1) }, MAX_PER_FLUSH);
}

/**
 * Queues an opening's drops for the live feed (the `case.opened` listener of live/routes.ts). Needs no
 * database: the event carries the nickname and the catalog rows.
 */
export function announceOpening(
  hub: Hub | undefined,
  opened: AppEvents['case.opened'],
  secret: string,
): void {
  if (!hub) return;
  const createdAt = new Date();
  queueLiveDrops(
    hub,
    opened.drops.map((d) => ({
      id: d.inventoryItemId,
      userId: opened.userId,
      nickname: opened.nickname,
      item: d.item,
      price: d.item.price,
      caseRow: opened.caseRow,
      createdAt,
    })),
    secret,
  );
}

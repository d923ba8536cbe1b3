/**
 * Live drop push (spec 000 §7 live_drop; issue 4 "the feed never spoils a drop"): after a case opening
 * commits, each drop goes out as a public `live_drop` event only FEED_DELAY_MS (7 s) later, when the
 * opening animation has ended — the same delay the `/v1/live_drop` list applies. Each interface
 * language gets the drop with its own case and item names (spec 000 §7 client language).
 *
 * One queue per hub (per process), not a timer per opening (issue 14): a drop waits as a small record
 * that points at the catalog snapshot's rows, and its wire shapes are built only when it goes out. A
 * flush every FLUSH_MS sends what is due; when more than MAX_PER_FLUSH drops fall due in one flush (a
 * rush of openings), the dearest of them go out, in the order they were opened, and the rest stay in
 * the `/v1/live_drop` list only. A feed strip shows a handful of drops a second; a browser fed a
 * thousand events a second would show none of them, and each one would cost every socket.
 */
import { LANGUAGES } from '@cases/domain/api/site-web';
import type { OpenResult } from '../cases/open.ts';
import { FEED_DELAY_MS } from '../live/service.ts';
import { liveDropWire, type FeedDrop } from '../live/wire.ts';
import type { Hub } from './hub.ts';

/** How often due drops are sent (ms). */
export const FLUSH_MS = 250;
/** At most this many drops go out per flush (12 a second per process). */
export const MAX_PER_FLUSH = 3;

interface Queued {
  /** When it may go out (ms since the epoch). */
  due: number;
  drop: FeedDrop;
  /** Arrival order, for ties in price. */
  seq: number;
}

/** The drops waiting to go out through one hub, oldest first, and the flush timer while any wait. */
interface FeedQueue {
  items: Queued[];
  seq: number;
  timer: NodeJS.Timeout | null;
}

const queues = new WeakMap<Hub, FeedQueue>();

/**
 * The drops to send among those due: all of them up to `max`, else the `max` dearest (the newest of
 * equal prices), in the order they were opened.
 */
function pickForFeed(due: Queued[], max: number): Queued[] {
  if (due.length <= max) return due;
  return [...due]
    .sort((a, b) => b.drop.price - a.drop.price || b.seq - a.seq)
    .slice(0, max)
    .sort((a, b) => a.seq - b.seq);
}

function flush(hub: Hub, q: FeedQueue, secret: string, now: number): void {
  let end = 0;
  while (end < q.items.length && q.items[end]!.due <= now) end += 1;
  const due = q.items.splice(0, end);
  for (const { drop } of pickForFeed(due, MAX_PER_FLUSH))
    for (const lang of LANGUAGES)
      hub.emitPublic('live_drop', { drop: liveDropWire(drop, lang, secret) }, lang);
  if (q.items.length === 0 && q.timer) {
    clearInterval(q.timer);
    q.timer = null;
  }
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
    q = { items: [], seq: 0, timer: null };
    queues.set(hub, q);
  }
  const due = Date.now() + delayMs;
  for (const drop of drops) q.items.push({ due, drop, seq: (q.seq += 1) });
  if (!q.timer) {
    const queue = q;
    queue.timer = setInterval(() => flush(hub, queue, secret, Date.now()), FLUSH_MS);
    queue.timer.unref();
  }
}

/**
 * The one call the open routes make after `openCase` resolves: queues the opening's drops for the
 * live feed. Needs no database: the opening result carries the nickname and the catalog rows.
 */
export function announceOpening(
  hub: Hub | undefined,
  userId: number,
  r: OpenResult,
  secret: string,
): void {
  if (!hub) return;
  const createdAt = new Date();
  queueLiveDrops(
    hub,
    r.drops.map((d) => ({
      id: d.inventoryItemId,
      userId,
      nickname: r.nickname,
      item: d.item,
      price: d.item.price,
      caseRow: r.caseEntry.row,
      createdAt,
    })),
    secret,
  );
}

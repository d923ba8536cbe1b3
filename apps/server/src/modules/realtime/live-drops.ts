/**
 * Live drop push (spec 000 §7 live_drop; issue 4 "the feed never spoils a drop"): after a case opening
 * commits, each drop goes out as a public `live_drop` event only FEED_DELAY_MS (7 s) later, when the
 * opening animation has ended — the same delay the `/v1/live_drop` list applies.
 */
import type { LiveDrop } from '@cases/domain/api/live';
import type { OpenResult } from '../cases/open.ts';
import { FEED_DELAY_MS } from '../live/service.ts';
import { liveDropWire } from '../live/wire.ts';
import type { Hub } from './hub.ts';

/** Emits each drop as `live_drop` after `delayMs` (default 7000 ms); a no-op without a hub. */
export function scheduleLiveDrops(
  hub: Hub | undefined,
  drops: LiveDrop[],
  delayMs = FEED_DELAY_MS,
): void {
  if (!hub || drops.length === 0) return;
  const timer = setTimeout(() => {
    for (const drop of drops) hub.emitPublic('live_drop', { drop });
  }, delayMs);
  timer.unref();
}

/** The LiveDrop wire shape of every drop of a committed opening by `userId`. */
function openingLiveDrops(userId: number, r: OpenResult, createdAt = new Date()): LiveDrop[] {
  return r.drops.map((d) =>
    liveDropWire({
      id: d.inventoryItemId,
      userId,
      nickname: r.nickname,
      item: d.item,
      price: d.item.price,
      caseRow: r.caseEntry.row,
      createdAt,
    }),
  );
}

/**
 * The one call the open route makes after `openCase` resolves: schedules the opening's drops for the
 * live feed. Needs no database: the opening result carries the nickname.
 */
export function announceOpening(hub: Hub | undefined, userId: number, r: OpenResult): void {
  if (hub) scheduleLiveDrops(hub, openingLiveDrops(userId, r));
}

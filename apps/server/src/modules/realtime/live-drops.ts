/**
 * Live drop push (spec 000 §7 live_drop; issue 4 "the feed never spoils a drop"): after a case opening
 * commits, each drop goes out as a public `live_drop` event only FEED_DELAY_MS (7 s) later, when the
 * opening animation has ended — the same delay the `/v1/live_drop` list applies.
 */
import type { LiveDrop } from '@cases/domain/api/live';
import type { OpenResult } from '../cases/open.ts';
import { caseImage, itemWire } from '../cases/wire.ts';
import { FEED_DELAY_MS } from '../live/service.ts';
import { avatarUrl } from '../users/service.ts';
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
export function openingLiveDrops(userId: number, r: OpenResult, at = new Date()): LiveDrop[] {
  const c = r.caseEntry.row;
  return r.drops.map((d) => ({
    id: String(d.inventoryItemId),
    user: { user_id: String(userId), nickname: r.nickname, avatar: avatarUrl(userId) },
    item: itemWire(d.item),
    case: { slug: c.slug, name: c.name, image: caseImage(c.slug) },
    created_at: at.toISOString(),
  }));
}

/**
 * The one call the open route makes after `openCase` resolves: schedules the opening's drops for the
 * live feed. Needs no database: the opening result carries the nickname.
 */
export function announceOpening(hub: Hub | undefined, userId: number, r: OpenResult): void {
  if (hub) scheduleLiveDrops(hub, openingLiveDrops(userId, r));
}

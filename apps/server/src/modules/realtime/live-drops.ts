/**
 * Live drop push (spec 000 §7 live_drop; issue 4 "the feed never spoils a drop"): after a case opening
 * commits, each drop goes out as a public `live_drop` event only FEED_DELAY_MS (7 s) later, when the
 * opening animation has ended — the same delay the `/v1/live_drop` list applies.
 */
import type { LiveDrop } from '@cases/domain/api/live';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
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
export async function openingLiveDrops(
  db: Db,
  userId: number,
  r: OpenResult,
  at = new Date(),
): Promise<LiveDrop[]> {
  const [u] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  const c = r.caseEntry.row;
  return r.drops.map((d) => ({
    id: String(d.inventoryItemId),
    user: { user_id: String(userId), nickname: u?.nickname ?? '', avatar: avatarUrl(userId) },
    item: itemWire(d.item),
    case: { slug: c.slug, name: c.name, image: caseImage(c.slug) },
    created_at: at.toISOString(),
  }));
}

/**
 * The one call the open route makes after `openCase` resolves (fire and forget; errors are logged):
 * `void announceOpening(deps, userId, r, req.log)`.
 */
export async function announceOpening(
  deps: { db: Db; hub?: Hub | undefined },
  userId: number,
  r: OpenResult,
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  if (!deps.hub) return;
  try {
    scheduleLiveDrops(deps.hub, await openingLiveDrops(deps.db, userId, r));
  } catch (err) {
    log?.warn({ err }, 'live drop announcement failed');
  }
}

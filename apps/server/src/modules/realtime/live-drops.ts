/**
 * Live drop push (spec 000 §7 live_drop; issue 4 "the feed never spoils a drop"): after a case opening
 * commits, each drop goes out as a public `live_drop` event only FEED_DELAY_MS (7 s) later, when the
 * opening animation has ended — the same delay the `/v1/live_drop` list applies. Each interface
 * language gets the drop with its own case and item names (spec 000 §7 client language).
 */
import type { LiveDrop } from '@cases/domain/api/live';
import { LANGUAGES, type Language } from '@cases/domain/api/site-web';
import type { OpenResult } from '../cases/open.ts';
import { FEED_DELAY_MS } from '../live/service.ts';
import { liveDropWire } from '../live/wire.ts';
import type { Hub } from './hub.ts';

/** The same drops in each language. */
export type LiveDropsByLang = Record<Language, LiveDrop[]>;

/** Emits each drop as `live_drop` to each language after `delayMs` (default 7000 ms); a no-op without a hub. */
export function scheduleLiveDrops(
  hub: Hub | undefined,
  drops: LiveDropsByLang,
  delayMs = FEED_DELAY_MS,
): void {
  if (!hub || LANGUAGES.every((lang) => drops[lang].length === 0)) return;
  const timer = setTimeout(() => {
    for (const lang of LANGUAGES)
      for (const drop of drops[lang]) hub.emitPublic('live_drop', { drop }, lang);
  }, delayMs);
  timer.unref();
}

/** The LiveDrop wire shape of every drop of a committed opening by `userId`, in each language. */
function openingLiveDrops(
  userId: number,
  r: OpenResult,
  secret: string,
  createdAt = new Date(),
): LiveDropsByLang {
  const inLang = (lang: Language) =>
    r.drops.map((d) =>
      liveDropWire(
        {
          id: d.inventoryItemId,
          userId,
          nickname: r.nickname,
          item: d.item,
          price: d.item.price,
          caseRow: r.caseEntry.row,
          createdAt,
        },
        lang,
        secret,
      ),
    );
  return { ru: inLang('ru'), en: inLang('en') };
}

/**
 * The one call the open route makes after `openCase` resolves: schedules the opening's drops for the
 * live feed. Needs no database: the opening result carries the nickname. `secret` (AUTH_SECRET) keys
 * the avatar addresses.
 */
export function announceOpening(
  hub: Hub | undefined,
  userId: number,
  r: OpenResult,
  secret: string,
): void {
  if (hub) scheduleLiveDrops(hub, openingLiveDrops(userId, r, secret));
}

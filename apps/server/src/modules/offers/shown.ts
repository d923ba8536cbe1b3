/**
 * "Shown once per player" for the personal-offer modal (issue 48; spec 001 §2 "A personal-offer modal shown when a
 * trigger id exists and the modal is allowed"): the modal reports that it showed a personal offer, and the offer
 * keeps the first such instant in `personal_offers.shown_at`; `GET /v1/triggers` then says `shown: true`, so no
 * other tab, device or later visit opens the modal again. The offer itself stays on sale in the offers shop until
 * it is bought or expires.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personalOffers } from '../../db/schema/index.ts';

/**
 * Marks the player's personal offer `id` shown, once: the first call's instant stays, and every call answers it.
 * Null when the offer is not the player's (or does not exist): the caller answers 404.
 */
export async function markPersonalOfferShown(
  db: Db,
  userId: number,
  id: number,
): Promise<Date | null> {
  const [row] = await db
    .update(personalOffers)
    .set({ shownAt: sql`coalesce(${personalOffers.shownAt}, now())` })
    .where(and(eq(personalOffers.id, id), eq(personalOffers.userId, userId)))
    .returning({ shownAt: personalOffers.shownAt });
  return row?.shownAt ?? null;
}

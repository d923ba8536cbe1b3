/**
 * What other areas read of offers, through ports wired in areas.ts (issue 29): purchases in a window (the battle
 * pass's `offer` tasks) and the player's personal offers as `GET /v1/triggers` entries.
 */
import type { OfferTrigger, OfferTriggerType } from '@cases/domain/api/offers';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import type { ShopsConfig } from '../../shops-config.ts';
import { personalOffersOf } from './triggers.ts';

/** Offers (shop and personal) the player bought in `[from, to)`. */
export async function offersBoughtIn(
  db: DbOrTx,
  userId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const res: unknown = await db.execute(sql`
    select count(*)::int as n from offer_purchases
    where user_id = ${userId} and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`);
  return Number((res as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The player's running personal offers (triggers looked at first) as trigger entries. */
export function offerTriggersOf(cfg: ShopsConfig['offers']) {
  return async (db: Db, userId: number): Promise<OfferTrigger[]> =>
    (await personalOffersOf(db, userId, cfg)).map((p) => ({
      id: String(p.id),
      type: 'offer' as const,
      trigger_type: p.triggerType as OfferTriggerType,
      offer_id: String(p.offerId),
      expires_at: p.expiresAt.toISOString(),
    }));
}

/**
 * What other areas read of offers, through ports wired in areas.ts (issue 29): the player's personal offers as
 * `GET /v1/triggers` entries. (The pass's `offer` tasks count purchases by trigger, migration 0037.)
 */
import type { OfferTrigger, OfferTriggerType } from '@cases/domain/api/offers';
import type { Db } from '../../db/client.ts';
import type { ShopsConfig } from '../../shops-config.ts';
import { personalOffersOf } from './triggers.ts';

/** The player's running personal offers (triggers looked at first) as trigger entries. */
export function offerTriggersOf(cfg: ShopsConfig['offers']) {
  return async (db: Db, userId: number): Promise<OfferTrigger[]> =>
    (await personalOffersOf(db, userId, cfg)).map((p) => ({
      id: String(p.id),
      type: 'offer' as const,
      trigger_type: p.triggerType as OfferTriggerType,
      offer_id: String(p.offerId),
      expires_at: p.expiresAt.toISOString(),
      shown: p.shownAt !== null,
    }));
}

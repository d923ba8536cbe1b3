/**
 * GET /v1/bonus/pwa (signed in) → { status, data: { status, granted_now, coins, coin_balance } }:
 * the one-time install bonus of 200 coins (spec 000 §4 "Install bonus", §9). The server grants it
 * once per player however often it is called; `granted_now` says whether this call did.
 */
import { pwaBonusResponse } from '@cases/domain/api/users';
import { apiGet } from '../../../api/client.ts';

/** Claims the install bonus for the signed-in player. */
export function claimPwaBonus() {
  return apiGet('/v1/bonus/pwa', { schema: pwaBonusResponse });
}

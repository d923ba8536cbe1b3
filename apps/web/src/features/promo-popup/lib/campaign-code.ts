/**
 * Whether the promo popup has anything to do on this page load (spec 001 §4 "Promo popup"): a
 * campaign code to offer, or a code a visitor claimed before signing up that waits to be applied.
 * The shell asks this before loading the popup's code, so a page without a campaign downloads none of it.
 */
import { normalizePromoCode, PROMO_CODE_PATTERN } from '@cases/domain/payments/promo';
import { parseSavedQuery, SAVED_QUERY_COOKIE } from '@cases/domain/saved-query';
import { readCookie } from '../../../api/cookies.ts';
import { readStored } from '../../../api/stored-value.ts';

/** localStorage key of the code a visitor claimed, applied once they are signed in. */
export const PENDING_KEY = 'promo-pending';

/** The campaign's code: the landing query's `promo`, kept in the saved-query cookie (spec 000 §3). */
export function campaignCode(search: string): string | null {
  const raw =
    new URLSearchParams(search).get('promo') ??
    parseSavedQuery(readCookie(SAVED_QUERY_COOKIE)).promo;
  const code = raw ? normalizePromoCode(raw) : null;
  return code && PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** The claimed code waiting for a sign-in, or null. */
export const pendingPromoCode = (): string | null =>
  readStored<string>(PENDING_KEY, 'code') || null;

/** True when the popup would offer a code or apply a pending one. */
export const promoPopupWanted = (search: string): boolean =>
  campaignCode(search) !== null || pendingPromoCode() !== null;

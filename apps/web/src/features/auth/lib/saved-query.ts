/**
 * Browser side of spec 000 §3 "Saved query": the `saved-query` cookie with the landing query
 * parameters, and the `authredirect` cookie naming the page to return to after login.
 */
import {
  AUTH_REDIRECT_COOKIE,
  isSafeRedirect,
  parseSavedQuery,
  SAVED_QUERY_COOKIE,
  SAVED_QUERY_MAX_AGE_S,
  savedQueryOf,
} from '@cases/domain/saved-query';
import { deleteCookie, readCookie, writeCookie } from '../../../api/cookies.ts';

/** Merges the query of `search` into the saved-query cookie (no-op without parameters). */
export function saveQuery(search: string): void {
  const next = savedQueryOf(search, parseSavedQuery(readCookie(SAVED_QUERY_COOKIE)));
  if (next) writeCookie(SAVED_QUERY_COOKIE, JSON.stringify(next), SAVED_QUERY_MAX_AGE_S);
}

/** Remembers the router path (pathname + search) a visitor was turned away from. */
export function rememberAuthRedirect(path: string): void {
  if (isSafeRedirect(path)) writeCookie(AUTH_REDIRECT_COOKIE, path, SAVED_QUERY_MAX_AGE_S);
}

/** The remembered path, cleared on read; null when there is none or it is not same-site. */
export function takeAuthRedirect(): string | null {
  const path = readCookie(AUTH_REDIRECT_COOKIE);
  deleteCookie(AUTH_REDIRECT_COOKIE);
  return isSafeRedirect(path) ? path : null;
}

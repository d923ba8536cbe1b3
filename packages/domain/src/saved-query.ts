/**
 * Saved query and the redirect after login (spec 000 §3 "Saved query"): the query parameters of the
 * landing URL (offerId and rollId among them) are kept in the `saved-query` cookie with any `?u_tm=`
 * suffix trimmed from the values; the page a visitor was turned away from waits under `authredirect`.
 */

export const SAVED_QUERY_COOKIE = 'saved-query';
export const AUTH_REDIRECT_COOKIE = 'authredirect';
/** Kept for a day (seconds). */
export const SAVED_QUERY_MAX_AGE_S = 24 * 60 * 60;

const MAX_KEYS = 20;
const MAX_VALUE = 200;

/**
 * The parameters of `search` ("?a=1&offerId=7") merged over `previous`, or null when there are none.
 * Values lose a `?u_tm=…` suffix and are cut to 200 characters; at most 20 keys are kept.
 */
export function savedQueryOf(
  search: string,
  previous: Record<string, string> = {},
): Record<string, string> | null {
  const out: Record<string, string> = { ...previous };
  for (const [key, raw] of new URLSearchParams(search)) {
    if (key === 'u_tm' || key.length > 64) continue;
    const cut = raw.indexOf('?u_tm=');
    out[key] = (cut === -1 ? raw : raw.slice(0, cut)).slice(0, MAX_VALUE);
  }
  const entries = Object.entries(out).slice(-MAX_KEYS);
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** Parses the cookie's JSON back; anything malformed reads as empty. */
export function parseSavedQuery(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Only same-site paths are followed after login ("/x", never "//host" or "https://…"). */
export const isSafeRedirect = (path: string | null): path is string =>
  path !== null && /^\/(?!\/)/.test(path) && !path.includes('\\');

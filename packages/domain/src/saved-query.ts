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

/** Stands in for the site's origin when none is given: only "same origin" matters, not which. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/**
 * The same-site path to go to after sign-in, or '/' (issue 8 "Sign-in"). `path` is judged the way a
 * browser reads it: parsed as a URL against `origin`, it must stay on that origin; what comes back is
 * the parsed, percent-encoded path + query + hash. Control characters (tab, CR, LF, NUL) give '/', and
 * backslashes or non-Latin-1 characters can never reach a Location header or leave the site.
 */
export function safeRedirectPath(
  path: string | null | undefined,
  origin = PLACEHOLDER_ORIGIN,
): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2000) return '/';
  // Control characters (tab, CR, LF, NUL …) have no business in a link; browsers drop some silently.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return '/';
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  const out = `${url.pathname}${url.search}${url.hash}`;
  // The parsed result must itself be a plain path: never "//host" nor a backslash.
  return /^\/(?![/\\])/.test(out) && !out.includes('\\') ? out : '/';
}

/** True when `path` is a same-site path that `safeRedirectPath` keeps as it is. */
export const isSafeRedirect = (path: string | null): path is string =>
  path !== null && safeRedirectPath(path) === path;

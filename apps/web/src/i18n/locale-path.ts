/**
 * Locale-prefixed paths (spec 000 §2 "A stored locale is resolved and the visitor is redirected to
 * the matching localized path"): Russian at the root, English under /en. The router runs with the
 * prefix as its basename, so in-app paths (shared/paths.ts) never carry it.
 */
import { readCookie } from '../api/cookies.ts';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from './locale.ts';
import type { Locale } from './locale.ts';

const PREFIX = /^\/(en)(?=\/|$)/;

/** The locale a browser path is written in: /en… is English, anything else Russian. */
export function localeOfPath(pathname: string): Locale {
  const m = PREFIX.exec(pathname)?.[1];
  return isLocale(m) ? m : DEFAULT_LOCALE;
}

/** The router basename of a locale: '/' for Russian, '/en' for English. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}

/** `url` (path + query + hash, with or without a prefix) rewritten into `locale`. */
export function localizedUrl(locale: Locale, url: string): string {
  const bare = url.replace(PREFIX, '') || '/';
  if (locale === DEFAULT_LOCALE) return bare.startsWith('/') ? bare : `/${bare}`;
  return bare === '/' ? `/${locale}` : `/${locale}${bare.startsWith('/') ? '' : '/'}${bare}`;
}

/**
 * Where the current page must go for its stored locale, or null when it is already there.
 * Without a stored locale the path decides.
 */
export function storedLocaleRedirect(location: Location): string | null {
  const stored = readCookie(LOCALE_COOKIE);
  if (!isLocale(stored) || stored === localeOfPath(location.pathname)) return null;
  return localizedUrl(stored, location.pathname + location.search + location.hash);
}

/**
 * Interface languages and the `detected-locale` cookie (spec 000 §1 "Russian by default, with a
 * language switcher", §9 "Locale cookie detected-locale (365 days)").
 */
import { readCookie, writeCookie } from '../api/cookies.ts';

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** Cookie of the chosen language (spec 000 §9). */
export const LOCALE_COOKIE = 'detected-locale';
const CHANGED_COOKIE = 'locale-changed';
const YEAR = 365 * 24 * 60 * 60;

/** True for a supported language code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored locale, or Russian. */
export function storedLocale(): Locale {
  const v = readCookie(LOCALE_COOKIE);
  return isLocale(v) ? v : DEFAULT_LOCALE;
}

/** Remembers the chosen locale for 365 days, with the locale-changed flag (spec 000 §9). */
export function storeLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, YEAR);
  writeCookie(CHANGED_COOKIE, '1', YEAR);
}

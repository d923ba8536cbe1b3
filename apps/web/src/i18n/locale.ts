/**
 * Interface languages and the `detected-locale` cookie (spec 000 §1 "Russian by default, with a
 * language switcher", §9 "Locale cookie detected-locale (365 days)").
 */
import { LANGUAGES } from '@cases/domain/site';
import type { Language } from '@cases/domain/api/site-web';
import { writeCookie } from '../api/cookies.ts';

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = 'ru';

/** Cookie of the chosen language (spec 000 §9). */
export const LOCALE_COOKIE = 'detected-locale';
const CHANGED_COOKIE = 'locale-changed';
const YEAR = 365 * 24 * 60 * 60;

/** True for a supported language code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The Intl locale of an interface language, for number formatting (`ru-RU`, else `en-US`). */
export function intlLocale(language: string): string {
  return language === 'ru' ? 'ru-RU' : 'en-US';
}

/** Remembers the chosen locale for 365 days, with the locale-changed flag (spec 000 §9). */
export function storeLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, YEAR);
  writeCookie(CHANGED_COOKIE, '1', YEAR);
}

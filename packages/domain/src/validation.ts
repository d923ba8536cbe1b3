/**
 * Input validation of spec 000 §5 (and 001 §5), shared by the web forms and the server.
 * Each check returns null when valid, or the i18n message key the spec names.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { parseTradeUrl } from './steam-id.ts';

/**
 * Steam trade URL: `steamUrlEmpty` or `steamUrlValidation` (also for a partner that is no SteamID32:
 * zero or past 2³²−1, steam-id.ts).
 */
export function checkSteamTradeUrl(value: string): 'steamUrlEmpty' | 'steamUrlValidation' | null {
  const v = value.trim();
  if (v === '') return 'steamUrlEmpty';
  return parseTradeUrl(v) ? null : 'steamUrlValidation';
}

export type SteamLoginError =
  | 'steamLoginEmpty'
  | 'steamLoginLength'
  | 'steamLoginShort'
  | 'steamLoginValid'
  | 'steamLoginLatinFirst';

/** Steam login: not empty, 3–32 characters of letters, digits, underscore, starting with a Latin letter. */
export function checkSteamLogin(value: string): SteamLoginError | null {
  const v = value.trim();
  if (v === '') return 'steamLoginEmpty';
  if (v.length > 32) return 'steamLoginLength';
  if (v.length < 3) return 'steamLoginShort';
  if (!/^\w+$/.test(v)) return 'steamLoginValid';
  if (!/^[A-Za-z]/.test(v)) return 'steamLoginLatinFirst';
  return null;
}

/** A simple address pattern (spec 000 §5 Email). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/**
 * Parses a phone number by the country's rules (RU when iso is '00' or missing) and returns it in
 * international format, or null when it does not parse as a valid number.
 */
export function formatPhone(value: string, iso?: string | null): string | null {
  const country = (!iso || iso === '00' ? 'RU' : iso.toUpperCase()) as CountryCode;
  const phone = parsePhoneNumberFromString(value, country);
  return phone?.isValid() ? phone.formatInternational() : null;
}

/** Promo codes are trimmed and upper-cased before use (spec 000 §5, 001 §5). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

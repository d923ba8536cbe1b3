/**
 * Validation of a direction's additional info (spec 001 §5; spec 000 §5): email by a simple pattern,
 * phone parsed by the country's rules (libphonenumber-js; RU when the iso is '00' or missing), document
 * number of digits, hyphens and commas. Used by the refill form and by the server alike.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { AdditionalField } from './countries.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DOC_NUMBER_PATTERN = /^[\d,-]+$/;

/** The phone in international format, or null when it does not parse for the country. */
export function normalizePhone(value: string, iso: string | undefined): string | null {
  const country = (!iso || iso === '00' ? 'RU' : iso.toUpperCase()) as CountryCode;
  const phone = parsePhoneNumberFromString(value, country);
  return phone?.isValid() ? phone.formatInternational() : null;
}

export type FieldError = 'required' | 'email' | 'phone' | 'docNumber' | 'option';

/** Errors by field name for `values` against `fields` (empty when valid). */
export function validateAdditionalInfo(
  fields: readonly AdditionalField[],
  values: Record<string, string | undefined>,
  iso: string,
): Partial<Record<AdditionalField['name'], FieldError>> {
  const errors: Partial<Record<AdditionalField['name'], FieldError>> = {};
  for (const f of fields) {
    const v = (values[f.name] ?? '').trim();
    if (v === '') {
      if (f.required) errors[f.name] = 'required';
      continue;
    }
    if (f.name === 'email' && !EMAIL_PATTERN.test(v)) errors[f.name] = 'email';
    else if (f.name === 'phone' && normalizePhone(v, iso) === null) errors[f.name] = 'phone';
    else if (f.name === 'doc_number' && !DOC_NUMBER_PATTERN.test(v)) errors[f.name] = 'docNumber';
    else if (f.options.length > 0 && !f.options.some((o) => o.value === v))
      errors[f.name] = 'option';
  }
  return errors;
}

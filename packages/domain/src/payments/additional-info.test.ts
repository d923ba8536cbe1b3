import { describe, expect, it } from 'vitest';
import { normalizePhone, validateAdditionalInfo } from './additional-info.ts';
import { countryByIso, type Direction } from './countries.ts';

/** The additional-info fields of a country's direction (by system name). */
function fieldsOf(iso: string, system: string): Direction['additional_info'] {
  const d = countryByIso(iso)?.directions.find((x) => x.system_name === system);
  if (!d) throw new Error(`no direction ${iso} ${system}`);
  return d.additional_info;
}

describe('normalizePhone (spec 001 §5)', () => {
  it('parses a number by the country’s rules into international format', () => {
    expect(normalizePhone('+7 912 345-67-89', 'RU')).toBe('+7 912 345 67 89');
    expect(normalizePhone('8 (912) 345-67-89', 'RU')).toBe('+7 912 345 67 89');
    expect(normalizePhone('8 701 234 5678', 'KZ')).toBe('+7 701 234 5678');
    expect(normalizePhone('050 123 45 67', 'AZ')).toBe('+994 50 123 45 67');
    expect(normalizePhone('01512 3456789', 'DE')).toBe('+49 1512 3456789');
  });

  it('reads a national number as Russian when the country is unknown (00 or missing)', () => {
    expect(normalizePhone('8 (912) 345-67-89', '00')).toBe('+7 912 345 67 89');
    expect(normalizePhone('8 (912) 345-67-89', undefined)).toBe('+7 912 345 67 89');
  });

  it('refuses what is no valid number of the country', () => {
    expect(normalizePhone('12345', 'RU')).toBeNull();
    expect(normalizePhone('abc', 'RU')).toBeNull();
    // An Azerbaijani national number is no Russian one, and the other way round.
    expect(normalizePhone('050 123 45 67', 'RU')).toBeNull();
    expect(normalizePhone('912 345 67 89', 'AZ')).toBeNull();
  });
});

describe('validateAdditionalInfo (spec 001 §5)', () => {
  it('accepts a valid email (trimmed) and flags a missing or malformed one', () => {
    const visa = fieldsOf('RU', 'visa');
    expect(validateAdditionalInfo(visa, { email: ' player@mail.ru ' }, 'RU')).toEqual({});
    expect(validateAdditionalInfo(visa, {}, 'RU')).toEqual({ email: 'required' });
    expect(validateAdditionalInfo(visa, { email: '   ' }, 'RU')).toEqual({ email: 'required' });
    for (const bad of ['player', 'player@mail', '@mail.ru', 'a b@mail.ru', 'a@@b.ru'])
      expect(validateAdditionalInfo(visa, { email: bad }, 'RU')).toEqual({ email: 'email' });
  });

  it('checks a phone by the direction’s country', () => {
    const ru = fieldsOf('RU', 'qiwi');
    const az = fieldsOf('AZ', 'visa');
    expect(validateAdditionalInfo(ru, { phone: '+7 912 345-67-89' }, 'RU')).toEqual({});
    expect(validateAdditionalInfo(az, { phone: '050 123 45 67' }, 'AZ')).toEqual({});
    expect(validateAdditionalInfo(az, { phone: '912 345 67 89' }, 'AZ')).toEqual({
      phone: 'phone',
    });
    expect(validateAdditionalInfo(ru, { phone: '12345' }, 'RU')).toEqual({ phone: 'phone' });
    expect(validateAdditionalInfo(ru, {}, 'RU')).toEqual({ phone: 'required' });
  });

  it('checks the document number (digits, hyphens, commas) and the document type’s options', () => {
    const kz = fieldsOf('KZ', 'visa');
    const ok = { email: 'a@b.kz', doc_type: 'passport', doc_number: '123-456,7' };
    expect(validateAdditionalInfo(kz, ok, 'KZ')).toEqual({});
    for (const bad of ['AB123456', '123 456', '12.34', '№123'])
      expect(validateAdditionalInfo(kz, { ...ok, doc_number: bad }, 'KZ')).toEqual({
        doc_number: 'docNumber',
      });
    expect(validateAdditionalInfo(kz, { ...ok, doc_type: 'driver' }, 'KZ')).toEqual({
      doc_type: 'option',
    });
    expect(validateAdditionalInfo(kz, { email: 'x' }, 'KZ')).toEqual({
      email: 'email',
      doc_type: 'required',
      doc_number: 'required',
    });
  });

  it('ignores values of fields the direction does not ask for', () => {
    expect(validateAdditionalInfo(fieldsOf('RU', 'yoomoney'), { email: 'nope' }, 'RU')).toEqual({});
  });
});

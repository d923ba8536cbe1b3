/**
 * Spec 001 §8: an error code the client does not know shows "An unknown error occurred"
 * (errors.unknown), never the server's message; known codes show their own texts; a failure that is
 * not an API error shows errors.unpredicted. The shell's texts are what makes a code known, so they
 * must hold exactly the server's ERROR_KEYS and the client's own codes.
 */
import { ERROR_KEYS } from '@cases/domain/errors';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import en from '@cases/i18n/en.json';
import ru from '@cases/i18n/ru.json';
import { CLIENT_ERROR_CODES, errorMessageKey } from './error-message-key.ts';
import { errorText } from './use-error-toast.ts';

const KNOWN = new Set<string>([...ERROR_KEYS, ...CLIENT_ERROR_CODES]);
const known = (code: string) => KNOWN.has(code);
const BUNDLES = import.meta.glob<Record<string, unknown>>('../i18n/*/*.json', {
  eager: true,
  import: 'default',
});

describe('errorMessageKey', () => {
  it('gives a known code its own key: every server error key and the client’s codes', () => {
    for (const code of KNOWN)
      expect(errorMessageKey(new ApiError(400, code, 'server text'), known)).toBe(`errors.${code}`);
  });

  it('gives an unknown code errors.unknown, and a failure that is not an API error errors.unpredicted', () => {
    expect(errorMessageKey(new ApiError(400, 'made_up_code', 'Raw server text'), known)).toBe(
      'errors.unknown',
    );
    expect(errorMessageKey(new ApiError(500, '', ''), known)).toBe('errors.unknown');
    expect(errorMessageKey(new TypeError('x is undefined'), known)).toBe('errors.unpredicted');
    expect(errorMessageKey('thrown string', known)).toBe('errors.unpredicted');
  });
});

describe('the texts that make a code known', () => {
  it('the shell holds exactly ERROR_KEYS and the client codes under errors, no bundle adds any', () => {
    expect(Object.keys(ru.errors).sort()).toEqual([...KNOWN].sort());
    expect(Object.keys(en.errors).sort()).toEqual([...KNOWN].sort());
    for (const [file, texts] of Object.entries(BUNDLES))
      expect(texts, file).not.toHaveProperty('errors');
  });
});

describe('errorText', () => {
  const i18nIn = async (lng: 'ru' | 'en') => {
    const i18n = createInstance();
    await i18n.init({
      lng,
      fallbackLng: 'ru',
      resources: { ru: { translation: ru }, en: { translation: en } },
    });
    return i18n;
  };

  it('shows "An unknown error occurred" for an unknown code in both languages, known codes as before', async () => {
    const unknown = new ApiError(418, 'made_up_code', 'Raw server text');
    const ruI18n = await i18nIn('ru');
    expect(errorText(ruI18n.t, ruI18n, unknown)).toBe('Произошла неизвестная ошибка');
    expect(errorText(ruI18n.t, ruI18n, new ApiError(402, 'balance_error', 'x'))).toBe(
      ru.errors.balance_error,
    );
    const enI18n = await i18nIn('en');
    expect(errorText(enI18n.t, enI18n, unknown)).toBe('An unknown error occurred');
    expect(errorText(enI18n.t, enI18n, new ApiError(409, 'upgrade_not_found_outdated', 'x'))).toBe(
      en.errors.upgrade_not_found_outdated,
    );
    expect(errorText(enI18n.t, enI18n, new Error('bug'))).toBe(en.errors.unpredicted);
  });
});

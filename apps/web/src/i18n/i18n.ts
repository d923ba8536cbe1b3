/**
 * i18next set-up: Russian default and fallback, English second (spec 000 §1, §3 Locale).
 * Both resource files must hold the same keys; the assignments below fail to compile otherwise.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ru from './ru.json';
import en from './en.json';
import { DEFAULT_LOCALE, storedLocale } from './locale.ts';

// Compile-time completeness check: each language has every key of the other.
const enHasRu: typeof ru = en;
const ruHasEn: typeof en = ru;

export const resources = { ru: { translation: ruHasEn }, en: { translation: enHasRu } } as const;

/** Initialises i18next once with the stored locale; returns the instance. */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources,
    lng: storedLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['ru', 'en'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = i18n.language;
  return i18n;
}

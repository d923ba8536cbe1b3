/**
 * i18next set-up: Russian default and fallback, English second (spec 000 §1, §3 Locale).
 * Both resource files must hold the same keys; the assignments below fail to compile otherwise.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ru from './ru.json';
import en from './en.json';
import { DEFAULT_LOCALE, LOCALES } from './locale.ts';
import { localeOfPath } from './locale-path.ts';

// Compile-time completeness check: each language has every key of the other.
const enHasRu: typeof ru = en;
const ruHasEn: typeof en = ru;

export const resources = { ru: { translation: ruHasEn }, en: { translation: enHasRu } } as const;

/** Initialises i18next once in the language of the URL (/en… English); returns the instance. */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources,
    lng: localeOfPath(window.location.pathname),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = i18n.language;
  return i18n;
}

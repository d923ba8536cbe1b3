/**
 * i18next set-up: Russian default and fallback, English second (spec 000 §1, §3 Locale).
 * Each language's texts are a chunk of their own, so a page downloads only its language (the
 * server preloads it beside the entry). Both resource files must hold the same keys; the check
 * below fails to compile otherwise.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './en.json';
import type ru from './ru.json';
import { DEFAULT_LOCALE, LOCALES } from './locale.ts';
import type { Locale } from './locale.ts';
import { localeOfPath } from './locale-path.ts';

// Compile-time completeness check: each language has every key of the other.
type Covers<A, B> = [A] extends [B] ? true : false;
export const complete: [Covers<typeof en, typeof ru>, Covers<typeof ru, typeof en>] = [true, true];

const LOADERS: Record<Locale, () => Promise<typeof ru>> = {
  ru: () => import('./ru.json').then((m) => m.default),
  en: () => import('./en.json').then((m) => m.default),
};

/**
 * Loads the texts of the URL's language (/en… English) and initialises i18next once with them;
 * resolves to the instance, ready for synchronous `t`.
 */
export async function initI18n(): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  const lng = localeOfPath(window.location.pathname);
  const translation = await LOADERS[lng]();
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { translation } },
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = i18n.language;
  return i18n;
}

/**
 * RU/EN switcher; the choice is stored in the detected-locale cookie (spec 000 §4 Locale change, §9).
 */
import { useTranslation } from 'react-i18next';
import { LOCALES, storeLocale } from '../../i18n/locale.ts';
import type { Locale } from '../../i18n/locale.ts';

/** Two toggle buttons; the pressed one is the current language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const change = (locale: Locale) => {
    storeLocale(locale);
    document.documentElement.lang = locale;
    void i18n.changeLanguage(locale);
  };
  return (
    <div className="lang-switch" role="group" aria-label={t('header.language')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          className="lang-switch__btn"
          aria-pressed={i18n.language === locale}
          onClick={() => change(locale)}
          title={t(`language.${locale}`)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

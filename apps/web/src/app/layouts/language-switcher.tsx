/**
 * Language switcher (spec 000 §4 "Locale change"): stores the detected-locale cookie (365 days)
 * and the locale-changed flag, posts the language when signed in (failures swallowed), then goes
 * to the same page's localized path. The list comes from GET /nitro-api/localization.
 */
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../api/endpoints/change-language.ts';
import { useLanguages } from '../../api/endpoints/get-languages.ts';
import { isLocale, LOCALES, storeLocale } from '../../i18n/locale.ts';
import type { Locale } from '../../i18n/locale.ts';
import { localizedUrl } from '../../i18n/locale-path.ts';

/** One toggle button per language; the pressed one is the current language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const server = useLanguages();
  const list = server
    ? server.filter((l) => isLocale(l.iso)).map((l) => ({ iso: l.iso as Locale, name: l.name }))
    : LOCALES.map((iso) => ({ iso, name: t(`language.${iso}`) }));

  const change = async (locale: Locale) => {
    if (locale === i18n.language) return;
    storeLocale(locale);
    await changeLanguage(locale);
    const { pathname, search, hash } = window.location;
    window.location.assign(localizedUrl(locale, pathname + search + hash));
  };

  return (
    <div className="lang-switch" role="group" aria-label={t('header.language')}>
      {list.map(({ iso, name }) => (
        <button
          key={iso}
          type="button"
          className="lang-switch__btn"
          aria-pressed={i18n.language === iso}
          onClick={() => void change(iso)}
          title={name}
        >
          {iso.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

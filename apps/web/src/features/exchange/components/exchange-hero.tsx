/**
 * The skin exchange's header (issue 29): title, lead, the published margin ("Комиссия обмена 5 %")
 * and the three steps of an exchange.
 */
import { useTranslation } from 'react-i18next';

export function ExchangeHero({ margin }: { margin: string | null }) {
  const { t } = useTranslation();
  return (
    <header className="exchange-hero">
      <div className="exchange-hero__titles">
        <p className="exchange-hero__kicker">{t('exchange.kicker')}</p>
        <h1 className="exchange-hero__title">{t('exchange.title')}</h1>
        <p className="exchange-hero__lead">{t('exchange.lead')}</p>
        {margin !== null && (
          <p className="exchange-hero__margin" data-testid="exchange-margin">
            {t('exchange.margin', { percent: margin })}
          </p>
        )}
      </div>
      <ol className="exchange-steps" aria-label={t('exchange.steps.title')}>
        <li>{t('exchange.steps.give')}</li>
        <li>{t('exchange.steps.take')}</li>
        <li>{t('exchange.steps.rest')}</li>
      </ol>
    </header>
  );
}

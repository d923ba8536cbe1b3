/**
 * Shown in place of an area that a feature flag switched off (spec 000 §1 feature flags).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths.ts';

/** "Раздел недоступен" with a way home. */
export function Unavailable() {
  const { t } = useTranslation();
  return (
    <div className="page page--center">
      <div className="notice">
        <h1>{t('unavailable.title')}</h1>
        <p>{t('unavailable.text')}</p>
        <Link to={paths.home()} className="btn btn--primary btn--md">
          {t('common.toHome')}
        </Link>
      </div>
    </div>
  );
}

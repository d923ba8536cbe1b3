/**
 * Shown in place of an area that a feature flag switched off (spec 000 §1 feature flags).
 */
import { useTranslation } from 'react-i18next';
import { NoticePage } from '../../shared/notice-page.tsx';

/** "Раздел недоступен" with a way home. */
export function Unavailable() {
  const { t } = useTranslation();
  return <NoticePage title={t('unavailable.title')} text={t('unavailable.text')} homeLink />;
}

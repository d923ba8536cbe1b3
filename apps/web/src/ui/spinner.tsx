/**
 * Loading indicator with an accessible label.
 */
import { useTranslation } from 'react-i18next';
import './spinner.css';

/** A spinning ring announced as "Загрузка…" to assistive tech. */
export function Spinner({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status" aria-label={t('common.loading')}>
      <span className="spinner__ring" style={{ width: size, height: size }} />
    </div>
  );
}

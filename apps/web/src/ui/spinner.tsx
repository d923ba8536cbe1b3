/**
 * Loading indicator with an accessible label. `page`: a whole page is loading, so the indicator holds a screen's
 * height and the footer stays below it (issue 48: the case page's layout shift was 0.50 at 360 px, the footer shown
 * and then pushed down by the case).
 */
import { useTranslation } from 'react-i18next';
import './spinner.css';

/** A spinning ring announced as "Загрузка…" to assistive tech. */
export function Spinner({ size = 32, page = false }: { size?: number; page?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={page ? 'spinner spinner--page' : 'spinner'}
      role="status"
      aria-label={t('common.loading')}
    >
      <span className="spinner__ring" style={{ width: size, height: size }} />
    </div>
  );
}

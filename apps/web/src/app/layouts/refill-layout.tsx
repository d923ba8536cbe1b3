/**
 * Refill layout (spec 000 §2 "/refill, /refill/result, /refill/unauth; refill layout"): a narrow
 * payment column with a trust panel beside it.
 */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteShell } from './site-shell.tsx';

/** Payment pages frame. */
export function RefillLayout() {
  const { t } = useTranslation();
  return (
    <SiteShell layout="refill">
      <div className="refill-layout">
        <div className="refill-layout__content">
          <Outlet />
        </div>
        <aside className="refill-layout__aside" aria-label={t('refill.safeTitle')}>
          <h2>{t('refill.safeTitle')}</h2>
          <ul>
            <li>{t('refill.safe1')}</li>
            <li>{t('refill.safe2')}</li>
            <li>{t('refill.safe3')}</li>
          </ul>
        </aside>
      </div>
    </SiteShell>
  );
}

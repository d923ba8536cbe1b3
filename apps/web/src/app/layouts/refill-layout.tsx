/**
 * Refill layout (spec 000 §2 "/refill, /refill/result, /refill/unauth; refill layout"): a narrow
 * payment column with a trust panel beside it. Until the payment methods are known (they decide the form's height)
 * the frame holds a screen with a spinner: at 360 px the panel sits under the form, and the arriving form pushed it
 * down (issue 48, a layout shift of 0.13).
 */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../features/refill/api/get-countries.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { SiteShell } from './site-shell.tsx';

/** Payment pages frame. */
export function RefillLayout() {
  const { t } = useTranslation();
  const methods = useCountries();
  if (methods.isPending)
    return (
      <SiteShell layout="refill">
        <Spinner page />
      </SiteShell>
    );
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

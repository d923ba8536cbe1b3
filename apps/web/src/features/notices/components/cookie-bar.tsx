/**
 * Cookie consent bar (spec 000 §2 global overlays): stays until accepted; the /cookies page opens
 * in a new tab. Acceptance is kept in localStorage for a year.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { readStored, writeStored } from '../../../api/stored-value.ts';
import { useOpenModalCount } from '../../../ui/open-modals.ts';
import { useOverlayTurn } from '../../../ui/overlay-queue.ts';
import './notices.css';

export const COOKIE_CONSENT_KEY = 'cookie-consent';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The fixed bar at the bottom of the page. */
export function CookieBar() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(
    () => readStored<boolean>(COOKIE_CONSENT_KEY, 'consent') === true,
  );
  // Hidden while a dialog is open, so overlays come one at a time (issue 9), and last in the overlay
  // queue (issue 31): after the credentials, the warning, toasts and the push banner.
  const dialogOpen = useOpenModalCount() > 0;
  const turn = useOverlayTurn('cookies', !accepted);
  if (accepted || dialogOpen || !turn) return null;
  const accept = () => {
    writeStored(COOKIE_CONSENT_KEY, 'consent', true, YEAR_MS);
    setAccepted(true);
  };
  return (
    <section className="cookie-bar" aria-label={t('cookieBar.label')}>
      <p>
        {t('cookieBar.text')}{' '}
        <Link to={paths.cookies()} target="_blank" rel="noopener">
          {t('cookieBar.more')}
        </Link>
      </p>
      <button type="button" className="btn btn--primary btn--sm" onClick={accept}>
        {t('cookieBar.accept')}
      </button>
    </section>
  );
}

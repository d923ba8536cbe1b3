/**
 * The push-subscription banner (spec 001 §2, §4 Push notifications): a bell, accept and decline; shown
 * by `shouldShowPushBanner` (available, signed in, not subscribed, not declined within three days,
 * reward unclaimed, platform allowed, country not excluded) and hidden once the page scrolls past 54 px.
 * Decline stores the time in localStorage.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shouldShowPushBanner } from '@cases/domain/push';
import { useSignedIn } from '../../../api/token.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { useOverlayTurn } from '../../../ui/overlay-queue.ts';
import { useCountry } from '../api/get-country.ts';
import { platformInfo, pushAvailable } from '../lib/web-push.ts';
import { usePushSubscription } from '../lib/use-push-subscription.ts';
import './bonuses.css';

const DISMISS_KEY = 'push_banner_dismissed_at';

function dismissedAt(): number | null {
  const v = Number(localStorage.getItem(DISMISS_KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
}

export function PushBanner() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { config, status, accept, busy } = usePushSubscription();
  const country = useCountry().data?.iso ?? null;
  const [scrollY, setScrollY] = useState(0);
  const [declined, setDeclined] = useState(dismissedAt);

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const show =
    !!config &&
    !!status &&
    shouldShowPushBanner({
      available: pushAvailable(),
      signedIn,
      subscribed: status.optedIn,
      dismissedAt: declined,
      rewardClaimed: status.rewardClaimed,
      ...platformInfo(),
      country,
      excludedCountries: config.excludedCountries,
      scrollY,
      now: Date.now(),
    });
  // One overlay at a time (issue 31): after the credentials, the warning and any toast.
  const turn = useOverlayTurn('push', show);
  if (!show || !turn) return null;
  return (
    <aside className="push-banner" aria-label={t('push.title')}>
      <Icon name="bell" size={22} className="push-banner__bell" />
      <p className="push-banner__text">{t('push.text')}</p>
      <div className="push-banner__actions">
        <Button size="sm" busy={busy} onClick={() => void accept()}>
          {t('push.accept')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            const now = Date.now();
            localStorage.setItem(DISMISS_KEY, String(now));
            setDeclined(now);
          }}
        >
          {t('push.decline')}
        </Button>
      </div>
    </aside>
  );
}

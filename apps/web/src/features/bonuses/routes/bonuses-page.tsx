/**
 * /bonuses (spec 000 §2; spec 001 §1, §3 Missions, §4 Push notifications; issue 13): the fast missions
 * of the player with their rewards, each claimed once. Visitors are asked to sign in. `?email=confirmed`
 * (or `invalid`) is where the confirmation link of the e-mail mission lands. `children` (the leaderboard
 * widget the app composes in, spec 001 §2) follow the missions.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useMissions } from '../api/missions.ts';
import { MissionCard } from '../components/mission-card.tsx';
import { usePushSubscription } from '../lib/use-push-subscription.ts';
import '../components/bonuses.css';

export function BonusesPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const me = useMe().data;
  const missions = useMissions();
  const push = usePushSubscription();
  const [params, setParams] = useSearchParams();
  const emailState = params.get('email');

  useEffect(() => {
    if (emailState !== 'confirmed' && emailState !== 'invalid') return;
    showToast({
      type: emailState === 'confirmed' ? 'success' : 'error',
      message: t(`bonuses.email_${emailState}`),
    });
    setParams({}, { replace: true });
  }, [emailState, setParams, t]);

  return (
    <div className="page bonuses-page">
      <header className="bonuses-hero">
        <h1>{t('bonuses.title')}</h1>
        <p>{t('bonuses.lead')}</p>
      </header>
      {!signedIn ? (
        <p className="bonuses-page__guest">
          <Link to={paths.registration()} className="btn btn--primary btn--md">
            {t('bonuses.signIn')}
          </Link>
        </p>
      ) : missions.data && me ? (
        <section className="missions" aria-label={t('bonuses.missions')}>
          {missions.data.missions.map((m) => (
            <MissionCard
              key={m.type}
              mission={m}
              userId={me.userId}
              onPush={() => void push.accept()}
              pushBusy={push.busy}
            />
          ))}
        </section>
      ) : (
        <Spinner />
      )}
      {children}
    </div>
  );
}

/**
 * The welcome page (spec 000 §2 "When there is no access token and the redirect-to-welcome option
 * is on, a redirect-to-welcome page is shown"; /welcome): what the shop is, and quick registration (#reg).
 */
import { Link, Navigate } from 'react-router';
import { useSignedIn } from '../../../api/token.ts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import '../components/pages.css';

/** Greeting with a registration button; a signed-in player goes home. */
export function WelcomePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  if (signedIn) return <Navigate to={paths.home()} replace />;
  return (
    <div className="page page--center welcome">
      <div className="notice">
        <h1>{t('welcome.title')}</h1>
        <p>{t('welcome.text')}</p>
        <Link to={paths.registration()} className="btn btn--primary btn--lg">
          {t('auth.quickRegistration')}
        </Link>
      </div>
    </div>
  );
}

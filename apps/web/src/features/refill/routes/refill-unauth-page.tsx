/**
 * /refill/unauth (spec 000 §2): asks a visitor to sign in; a signed-in player goes to /refill.
 */
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import '../components/refill.css';

/** Sign-in prompt for the top-up page. */
export function RefillUnauthPage() {
  const { t } = useTranslation();
  if (useSignedIn()) return <Navigate to={paths.refill()} replace />;
  return (
    <div className="refill-card">
      <h1 className="refill-form__title">{t('refill.title')}</h1>
      <p>{t('refill.unauth')}</p>
      <Link to={paths.registration()} className="btn btn--primary btn--lg">
        {t('refill.signIn')}
      </Link>
    </div>
  );
}

/**
 * The visitor's view of the pass (spec 001 §5 anonymous view): a sign-up call over the pass that
 * opens the registration dialog (the #reg hash, spec 000 §2).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';

export function SignUpOverlay() {
  const { t } = useTranslation();
  return (
    <div className="pass-signup">
      <p className="pass-signup__title">{t('season.pass.signUpTitle')}</p>
      <p className="pass-signup__text">{t('season.pass.signUpText')}</p>
      <Link to={paths.registration()} className="btn btn--primary btn--lg">
        {t('season.pass.signUp')}
      </Link>
    </div>
  );
}

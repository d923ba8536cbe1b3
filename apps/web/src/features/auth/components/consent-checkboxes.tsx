/**
 * The two sign-up confirmations, ticked by default (spec 000 §1 "The auth checkboxes are selected
 * by default"): age 18+ and acceptance of the user agreement (linked, opens in a new tab). Their
 * initial state is lib/consent.ts.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import type { Consent } from '../api/quick-registration.ts';

/** The checkboxes, controlled by `value`/`onChange`. */
export function ConsentCheckboxes({
  value,
  onChange,
}: {
  value: Consent;
  onChange: (next: Consent) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="consent">
      <label className="consent__item" htmlFor={`${id}-age`}>
        <input
          id={`${id}-age`}
          type="checkbox"
          checked={value.ageConfirmed}
          onChange={(e) => onChange({ ...value, ageConfirmed: e.target.checked })}
        />
        {t('auth.ageConfirmed')}
      </label>
      <label className="consent__item" htmlFor={`${id}-terms`}>
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={value.termsAccepted}
          onChange={(e) => onChange({ ...value, termsAccepted: e.target.checked })}
        />
        <span>
          {t('auth.termsAcceptedPrefix')}{' '}
          <Link to={paths.userAgreement()} target="_blank" rel="noopener">
            {t('auth.termsAcceptedLink')}
          </Link>
        </span>
      </label>
    </div>
  );
}

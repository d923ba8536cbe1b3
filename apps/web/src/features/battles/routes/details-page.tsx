/**
 * /battles/details (spec 001 §2; issue 10): how battles work — seats and modes, money, crazy mode,
 * teams and their split, timing — and the fairness recipe, with a link to the check page.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import '../components/battles.css';

const STEPS = ['create', 'join', 'rounds', 'win', 'sell'] as const;
const RULES = ['modes', 'crazy', 'teams', 'tie', 'money', 'expiry'] as const;

export function BattlesDetailsPage() {
  const { t } = useTranslation();
  return (
    <div className="page battles-details">
      <h1>{t('battles.details.title')}</h1>
      <p className="battles-details__lead">{t('battles.details.lead')}</p>
      <ol className="battles-details__steps">
        {STEPS.map((s) => (
          <li key={s}>
            <strong>{t(`battles.details.steps.${s}.title`)}</strong>
            <span>{t(`battles.details.steps.${s}.text`)}</span>
          </li>
        ))}
      </ol>
      <h2>{t('battles.details.rulesTitle')}</h2>
      <ul className="battles-details__rules">
        {RULES.map((r) => (
          <li key={r}>{t(`battles.details.rules.${r}`)}</li>
        ))}
      </ul>
      <h2>{t('battles.details.fairTitle')}</h2>
      <ol className="battles-details__recipe">
        <li>{t('battles.details.fair.commit')}</li>
        <li>{t('battles.details.fair.seeds')}</li>
        <li>{t('battles.details.fair.public')}</li>
        <li>{t('battles.details.fair.roll')}</li>
        <li>{t('battles.details.fair.tie')}</li>
        <li>{t('battles.details.fair.reveal')}</li>
      </ol>
      <code className="battles-details__formula">
        roll = HMAC_SHA256(server_seed, &quot;battle:public_seed:seat:round&quot;)[0..13] / 2^52
      </code>
      <p>
        <Link to={`${paths.fairnessCheck()}?game=battle`} className="btn btn--secondary">
          {t('battles.details.check')}
        </Link>
      </p>
    </div>
  );
}

/**
 * /provably-fair/instructions (spec 000 §2): how every roll is made and how to check it — the
 * recipe of docs/fairness.md in the player's words.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import '../components/fairness.css';

const STEPS = ['seeds', 'client', 'nonce', 'roll', 'pick', 'check'] as const;

/** Step-by-step explanation with the formula and a link to the check form. */
export function FairnessInstructionsPage() {
  const { t } = useTranslation();
  return (
    <div className="page fairness">
      <header className="fairness__intro">
        <h1>{t('pf.instr.title')}</h1>
        <p>{t('pf.instr.lead')}</p>
      </header>
      <ol className="fairness__steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`pf.instr.${step}`)}</li>
        ))}
      </ol>
      <code className="fairness__formula">
        roll = parseInt(HMAC_SHA256(server_seed, &quot;case:client_seed:nonce:0&quot;)[0..13], 16) /
        2^52
      </code>
      <p>
        <Link to={paths.fairnessCheck()} className="btn btn--primary btn--md">
          {t('pf.instr.toCheck')}
        </Link>
      </p>
    </div>
  );
}

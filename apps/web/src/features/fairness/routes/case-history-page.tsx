/**
 * /provably-fair/case-history/:caseId (spec 000 §2; sign-in required): the player's revealed seed
 * pairs, each linking to the check form pre-filled for this case.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SeedHistory } from '../components/seed-history.tsx';
import '../components/fairness.css';

/** Revealed seeds to check drops of one case. */
export function FairnessCaseHistoryPage() {
  const { t } = useTranslation();
  const caseId = useParams().caseId ?? '';
  return (
    <div className="page fairness">
      <h1>{t('pf.caseHistory', { caseId })}</h1>
      <SeedHistory caseSlug={caseId} />
    </div>
  );
}

/**
 * /provably-fair/case-history/:caseId (spec 000 §2; sign-in required): the player's revealed seed
 * pairs, each linking to the check form pre-filled for this case.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCase } from '../../../api/endpoints/get-case.ts';
import { SeedHistory } from '../components/seed-history.tsx';
import '../components/fairness.css';

/** Revealed seeds to check drops of one case. */
export function FairnessCaseHistoryPage() {
  const { t } = useTranslation();
  const caseId = useParams().caseId ?? '';
  // The heading names the case as the shop does, not by its slug (issue 9).
  const name = useCase(caseId).data?.name ?? '…';
  return (
    <div className="page fairness">
      <h1>{t('pf.caseHistory', { caseId: name })}</h1>
      <SeedHistory caseSlug={caseId} />
    </div>
  );
}

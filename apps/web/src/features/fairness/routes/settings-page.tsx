/**
 * /provably-fair/settings (spec 000 §2; sign-in required, the guard sends visitors to the
 * instructions): the player's seed pair, client seed form and revealed seeds.
 */
import { useTranslation } from 'react-i18next';
import { MySeeds } from '../components/my-seeds.tsx';
import { SeedHistory } from '../components/seed-history.tsx';
import '../components/fairness.css';

/** Seed settings of the signed-in player. */
export function FairnessSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="page fairness">
      <h1>{t('pf.settings')}</h1>
      <div className="fairness__grid">
        <MySeeds checked={{ caseSlug: '', serverSeedHash: '', nonce: '0', revision: null }} />
        <SeedHistory caseSlug="" />
      </div>
    </div>
  );
}

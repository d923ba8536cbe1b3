/**
 * Provably-fair layout (spec 000 §2 "/provably-fair/check, /settings, /instructions,
 * /provably-fair/case-history/:caseId"); the area obeys the `provably_fair` flag (spec 000 §1).
 */
import { useTranslation } from 'react-i18next';
import { useFeature } from '../../api/endpoints/get-config.ts';
import { useSignedIn } from '../../api/token.ts';
import { paths } from '../../shared/paths.ts';
import { AreaLayout } from './area-layout.tsx';

/** Check, instructions, and for players the seed settings tab. */
export function ProvablyFairLayout() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const tabs = [
    { to: paths.fairnessCheck(), label: t('pf.check') },
    { to: paths.fairnessInstructions(), label: t('pf.instructions') },
    ...(signedIn ? [{ to: paths.fairnessSettings(), label: t('pf.settings') }] : []),
  ];
  return (
    <AreaLayout
      layout="provably-fair"
      title={t('header.fairness')}
      tabs={tabs}
      available={useFeature('provably_fair')}
    />
  );
}

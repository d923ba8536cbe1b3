/**
 * Battles layout (spec 000 §2, spec 001 §2 battles routes); the whole area obeys the `battles`
 * feature flag (spec 000 §1).
 */
import { useTranslation } from 'react-i18next';
import { useFeature } from '../../api/endpoints/get-config.ts';
import { useSignedIn } from '../../api/token.ts';
import { BattlesBadge } from '../../features/battles/components/battles-badge.tsx';
import { paths } from '../../shared/paths.ts';
import { AreaLayout } from './area-layout.tsx';

/** Battle list (with the notification count), history, details, and for players create and statistics tabs. */
export function BattlesLayout() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const tabs = [
    { to: paths.battles(), label: t('battles.list'), end: true, badge: <BattlesBadge /> },
    { to: paths.battlesHistory(), label: t('battles.history') },
    { to: paths.battlesDetails(), label: t('battles.details.tab') },
    ...(signedIn
      ? [
          { to: paths.battlesCreate(), label: t('battles.create') },
          { to: paths.battlesStatistics(), label: t('battles.statistics') },
        ]
      : []),
  ];
  return (
    <AreaLayout
      layout="battles"
      title={t('menu.battles')}
      tabs={tabs}
      available={useFeature('battles')}
    />
  );
}

/**
 * The "coming soon" state of the areas that later issues build (battles, upgrades, contracts,
 * event, leaderboard, daily cases, bonuses, offers shop, skin exchange, sapper; spec 000 §2 route
 * table): the area's title, a short text and a link home, never a blank page.
 */
import { useTranslation } from 'react-i18next';
import { NoticePage } from '../../shared/notice-page.tsx';

export type SoonArea =
  | 'battles'
  | 'battle'
  | 'battlesCreate'
  | 'battlesDetails'
  | 'battlesHistory'
  | 'battlesStatistics'
  | 'upgrades'
  | 'contract'
  | 'event'
  | 'eventTop'
  | 'eventNewCases'
  | 'eventCoinCases'
  | 'leaderboard'
  | 'dailyCases'
  | 'bonuses'
  | 'sapper';

/** Title + "coming soon" text + home link. */
export function ComingSoon({ area }: { area: SoonArea }) {
  const { t } = useTranslation();
  return (
    <NoticePage
      kicker={t('soon.kicker')}
      title={t(`soon.${area}`)}
      text={t('soon.text')}
      homeLink
    />
  );
}

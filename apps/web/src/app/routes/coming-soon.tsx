/**
 * The "coming soon" state of the areas that later issues build (battles, upgrades, contracts,
 * event, leaderboard, daily cases, bonuses, offers shop, skin exchange, sapper; spec 000 §2 route
 * table): the area's title, a short text and a link home, never a blank page.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths.ts';

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
  | 'offersShop'
  | 'skinExchange'
  | 'sapper';

/** Title + "coming soon" text + home link. */
export function ComingSoon({ area }: { area: SoonArea }) {
  const { t } = useTranslation();
  return (
    <div className="page page--center">
      <div className="notice">
        <p className="notice__kicker">{t('soon.kicker')}</p>
        <h1>{t(`soon.${area}`)}</h1>
        <p>{t('soon.text')}</p>
        <Link to={paths.home()} className="btn btn--primary btn--md">
          {t('common.toHome')}
        </Link>
      </div>
    </div>
  );
}

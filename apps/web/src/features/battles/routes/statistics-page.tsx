/** /battles/statistics (spec 001 §2, §3 Battle statistics; sign-in): the player's battle figures. */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBattleStatistics } from '../api/get-battle-statistics.ts';
import '../components/battles.css';

export function BattlesStatisticsPage() {
  const { t } = useTranslation();
  const stats = useBattleStatistics();
  if (stats.isPending) return <Spinner page />;
  const s = stats.data;
  return (
    <div className="page battles-page">
      <h1>{t('battles.stats.title')}</h1>
      <dl className="battle-stats">
        <div>
          <dt>{t('battles.stats.all')}</dt>
          <dd>{s?.allCount ?? 0}</dd>
        </div>
        <div>
          <dt>{t('battles.stats.wins')}</dt>
          <dd>{s?.winsCount ?? 0}</dd>
        </div>
        <div>
          <dt>{t('battles.stats.percent')}</dt>
          <dd>{s?.winsPercent ?? 0} %</dd>
        </div>
        <div>
          <dt>{t('battles.stats.maxWin')}</dt>
          <dd>
            <Price value={s?.maxWin ?? 0} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

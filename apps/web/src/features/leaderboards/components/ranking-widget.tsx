/**
 * The ranking of the active board on /leaderboard (spec 001 §2, §5): the column heads, the ranking
 * lines (ranking-lines.tsx: only rows with a player, the own row first when absent, collapsed to 5 rows
 * per spec 001 §9 or expanded) and the places nobody holds yet with their prizes below.
 */
import { useTranslation } from 'react-i18next';
import { widgetRows, type BoardType } from '@cases/domain/leaderboards';
import type { RankingData } from '../api/get-ranking.ts';
import { RankingLines, RowPrize } from './ranking-lines.tsx';

export interface RankingWidgetProps {
  ranking: RankingData;
  type: BoardType;
  /** The signed-in player's id (their row is marked). */
  meId: string | null;
}

export function RankingWidget({ ranking, type, meId }: RankingWidgetProps) {
  const { t } = useTranslation();
  const rows = widgetRows(ranking.leaders, ranking.me);
  const open = ranking.leaders.filter((r) => r.user === null && r.prize.type === 'prize');
  return (
    <section className="lb-ranking" aria-label={t('leaderboards.ranking')}>
      {rows.length === 0 ? (
        <p className="lb-ranking__empty">{t('leaderboards.empty')}</p>
      ) : (
        <div className="lb-ranking__head" aria-hidden="true">
          <span>{t('leaderboards.columns.place')}</span>
          <span>{t('leaderboards.columns.player')}</span>
          <span>{t(`leaderboards.score.${type}`)}</span>
          <span>{t('leaderboards.columns.prize')}</span>
        </div>
      )}
      <RankingLines
        rows={rows}
        type={type}
        meId={meId}
        expandLabel={() => t('leaderboards.expand')}
        collapseLabel={t('leaderboards.collapse')}
      />
      {open.length > 0 && (
        <div className="lb-open">
          <h3>{t('leaderboards.openPlaces')}</h3>
          <ul>
            {open.map((row) => (
              <li key={row.position} className="lb-open__place">
                <b>{row.position}</b>
                <RowPrize row={row} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * The ranking of the active board (spec 001 §2, §5): only rows with a player, the signed-in player's
 * own row first when it is not among them; collapsed to 5 rows (spec 001 §9) or expanded. A leader's
 * avatar and name link to their profile. Places nobody holds yet are listed with their prizes below.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { boardUnit, COLLAPSED_ROWS, widgetRows, type BoardType } from '@cases/domain/leaderboards';
import { formatAmount } from '@cases/domain/format';
import { paths } from '../../../app/paths.ts';
import { LevelBadge } from '../../../ui/level-badge.tsx';
import { Price } from '../../../ui/price.tsx';
import type { RankingData, Row } from '../api/get-ranking.ts';

function Score({ row, type }: { row: Row; type: BoardType }) {
  const { i18n } = useTranslation();
  const value = type === 'cases_spent' ? row.spent : (row.user?.earn ?? 0);
  return boardUnit(type) === 'money' ? (
    <Price value={value} />
  ) : (
    <span>{formatAmount(value, i18n.language)}</span>
  );
}

function Prize({ row }: { row: Row }) {
  if (row.prize.type !== 'prize') return <span className="lb-row__no-prize">—</span>;
  const drop = row.prize.drop;
  return (
    <span className="lb-row__prize" title={drop.name}>
      <img src={drop.image} alt="" width={40} height={30} loading="lazy" />
      <Price value={drop.price} />
    </span>
  );
}

export interface RankingWidgetProps {
  ranking: RankingData;
  type: BoardType;
  /** The signed-in player's id (their row is marked). */
  meId: string | null;
}

export function RankingWidget({ ranking, type, meId }: RankingWidgetProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const rows = widgetRows(ranking.leaders, ranking.me);
  const shown = expanded ? rows : rows.slice(0, COLLAPSED_ROWS);
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
      <ol className="lb-ranking__rows">
        {shown.map((row) => {
          const user = row.user!;
          const mine = user.id === meId;
          return (
            <li
              key={`${row.position}-${user.id}`}
              className={`lb-row ${mine ? 'lb-row--me' : ''}`}
              aria-current={mine ? 'true' : undefined}
            >
              <span className="lb-row__place">{row.position}</span>
              <Link className="lb-row__user" to={paths.profileOf(user.id)}>
                <img src={user.avatar} alt="" width={28} height={28} loading="lazy" />
                <span className="lb-row__name">{user.name}</span>
                <LevelBadge level={user.level} />
              </Link>
              <span className="lb-row__score">
                <Score row={row} type={type} />
              </span>
              <Prize row={row} />
            </li>
          );
        })}
      </ol>
      {rows.length > COLLAPSED_ROWS && (
        <button type="button" className="lb-ranking__toggle" onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('leaderboards.collapse') : t('leaderboards.expand')}
        </button>
      )}
      {open.length > 0 && (
        <div className="lb-open">
          <h3>{t('leaderboards.openPlaces')}</h3>
          <ul>
            {open.map((row) => (
              <li key={row.position} className="lb-open__place">
                <b>{row.position}</b>
                <Prize row={row} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * The lines of a board's ranking, shared by /leaderboard and the widget on other pages (spec 001 §2
 * Leaderboard widgets, §5, §9): rows as `widgetRows` gives them (only rows with a player, the signed-in
 * player's own row first when absent), collapsed to 5 or expanded. A leader's avatar and name link to
 * /profile/{id}; the signed-in player's row is marked.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { boardUnit, COLLAPSED_ROWS, type BoardType } from '@cases/domain/leaderboards';
import { formatAmount } from '@cases/domain/format';
import { paths } from '../../../shared/paths.ts';
import { LevelBadge } from '../../../ui/level-badge.tsx';
import { Price } from '../../../ui/price.tsx';
import type { Row } from '../api/get-ranking.ts';
import './ranking.css';

function Score({ row, type }: { row: Row; type: BoardType }) {
  const { i18n } = useTranslation();
  const value = type === 'cases_spent' ? row.spent : (row.user?.earn ?? 0);
  return boardUnit(type) === 'money' ? (
    <Price value={value} />
  ) : (
    <span>{formatAmount(value, i18n.language)}</span>
  );
}

/** A place's prize: the item's picture and price (its name as the title), or a dash. */
export function RowPrize({ row }: { row: Row }) {
  if (row.prize.type !== 'prize') return <span className="lb-row__no-prize">—</span>;
  const drop = row.prize.drop;
  return (
    <span className="lb-row__prize" title={drop.name}>
      <img src={drop.image} alt="" width={40} height={30} loading="lazy" />
      <Price value={drop.price} />
    </span>
  );
}

export interface RankingLinesProps {
  /** Rows with a player, in the order shown (`widgetRows`). */
  rows: Row[];
  type: BoardType;
  /** The signed-in player's id (their row is marked). */
  meId: string | null;
  /** The list's accessible name. */
  label?: string;
  /** The toggle's texts: shown while collapsed (`count` rows in all) and while expanded. */
  expandLabel: (count: number) => string;
  collapseLabel: string;
}

export function RankingLines({
  rows,
  type,
  meId,
  label,
  expandLabel,
  collapseLabel,
}: RankingLinesProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? rows : rows.slice(0, COLLAPSED_ROWS);
  return (
    <>
      <ol className="lb-ranking__rows" aria-label={label}>
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
              <RowPrize row={row} />
            </li>
          );
        })}
      </ol>
      {rows.length > COLLAPSED_ROWS && (
        <button
          type="button"
          className="lb-ranking__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? collapseLabel : expandLabel(rows.length)}
        </button>
      )}
    </>
  );
}

/**
 * The leaderboard widget on pages outside /leaderboard (spec 001 §2 Leaderboard widgets and event
 * overview, §5, §9; issue 13): an optional title; a header (the board's picture, title, prize pool and
 * countdown) that links to the named route "top" with this board active (`/leaderboard?board=<id>`);
 * the description with the prize pool in roubles; the top prize (picture, name, price); and the ranking
 * lines, 5 or all. Shows the first running board and renders nothing while loading, on an error, or
 * when no board runs, so the page never shows an empty frame.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickActiveBoard, widgetRows } from '@cases/domain/leaderboards';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { paths } from '../../../shared/paths.ts';
import { Price, usePriceText } from '../../../ui/price.tsx';
import { useActiveBoards } from '../api/get-active-boards.ts';
import { useRanking, type Row } from '../api/get-ranking.ts';
import { BoardCountdown } from './board-countdown.tsx';
import { RankingLines } from './ranking-lines.tsx';
import './leaderboard-widget.css';

/** The first place's prize item, when the board has one. */
function topPrize(leaders: Row[]) {
  const first = leaders.find((r) => r.position === 1);
  return first?.prize.type === 'prize' ? first.prize.drop : null;
}

export interface LeaderboardWidgetProps {
  /** A heading above the widget (spec 001 §2 "an optional title"). */
  title?: string;
}

export function LeaderboardWidget({ title }: LeaderboardWidgetProps) {
  const { t } = useTranslation();
  const price = usePriceText();
  const titleId = useId();
  const board = pickActiveBoard(useActiveBoards().data ?? [], null);
  const ranking = useRanking(board?.id ?? null);
  const meId = useMe().data?.userId ?? null;
  if (!board || !ranking.data) return null;

  const rows = widgetRows(ranking.data.leaders, ranking.data.me);
  const prize = topPrize(ranking.data.leaders);
  const description = t(`leaderboards.descriptions.${board.description}`, {
    defaultValue: board.description,
  });
  return (
    <section
      className="lb-widget"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : board.title}
    >
      <div className="lb-widget__top">
        {title && (
          <h2 className="lb-widget__title" id={titleId}>
            {title}
          </h2>
        )}
        <Link className="lb-widget__all" to={paths.leaderboard(board.id)}>
          {t('leaderboards.widget.all')} →
        </Link>
      </div>
      <div className="lb-widget__panel">
        <div className="lb-widget__about">
          <Link
            className="lb-widget__head"
            to={paths.leaderboard(board.id)}
            title={t('leaderboards.widget.open', { board: board.title })}
          >
            <img className="lb-widget__img" src={board.image} alt="" width={56} height={56} />
            <span className="lb-widget__name">
              <b>{board.title}</b>
              <span className="lb-widget__fund">
                <small>{t('leaderboards.prizeFund')}</small>
                <Price value={board.prizesAmount} />
              </span>
            </span>
            <span className="lb-widget__go" aria-hidden="true">
              ›
            </span>
            <span className="lb-widget__countdown">
              <small>{t('leaderboards.widget.endsIn')}</small>
              <BoardCountdown start={board.dateStart} end={board.dateEnd} />
            </span>
          </Link>
          <p className="lb-widget__desc">
            {description}{' '}
            <b>
              {t('leaderboards.widget.fund', {
                amount: price(board.prizesAmount),
                count: board.prizesCount,
              })}
            </b>
          </p>
          {prize && (
            <figure className="lb-widget__prize">
              <img src={prize.image} alt="" width={96} height={72} loading="lazy" />
              <figcaption>
                <small>{t('leaderboards.widget.topPrize')}</small>
                <span className="lb-widget__prize-name">{prize.name}</span>
                <Price value={prize.price} className="lb-widget__prize-price" />
              </figcaption>
            </figure>
          )}
        </div>
        <div className="lb-widget__lines">
          {rows.length === 0 ? (
            <p className="lb-widget__empty">{t('leaderboards.widget.empty')}</p>
          ) : (
            <RankingLines
              rows={rows}
              type={board.type}
              meId={meId}
              label={t('leaderboards.widget.leaders')}
              expandLabel={(count) => t('leaderboards.widget.expand', { count })}
              collapseLabel={t('leaderboards.widget.collapse')}
            />
          )}
        </div>
      </div>
    </section>
  );
}

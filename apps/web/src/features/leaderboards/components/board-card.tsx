/**
 * A leaderboard card (spec 001 §2 Leaderboard widgets): image, title, description (a key under
 * `leaderboards.descriptions` when one exists), total prize, own place (`1000+` above 1000, a dash when
 * absent) and the countdown. Selecting it makes it the active board; the info button opens the info
 * popup without selecting it. State "active" or "default" (spec 001 §4).
 */
import { useTranslation } from 'react-i18next';
import { positionLabel } from '@cases/domain/leaderboards';
import { Price } from '../../../ui/price.tsx';
import type { Board } from '../api/get-active-boards.ts';
import { BoardCountdown } from './board-countdown.tsx';

export interface BoardCardProps {
  board: Board;
  active: boolean;
  onSelect: () => void;
  onInfo: () => void;
}

export function BoardCard({ board, active, onSelect, onInfo }: BoardCardProps) {
  const { t } = useTranslation();
  return (
    <article
      className={`lb-card lb-card--${active ? 'active' : 'default'}`}
      aria-label={board.title}
      data-board-id={board.id}
      onClick={onSelect}
    >
      <img className="lb-card__img" src={board.image} alt="" width={96} height={96} />
      <div className="lb-card__body">
        <h2 className="lb-card__title">
          <button type="button" aria-pressed={active} onClick={onSelect}>
            {board.title}
          </button>
        </h2>
        <p className="lb-card__desc">
          {t(`leaderboards.descriptions.${board.description}`, {
            defaultValue: board.description,
          })}
        </p>
        <dl className="lb-card__facts">
          <div>
            <dt>{t('leaderboards.prizeFund')}</dt>
            <dd>
              <Price value={board.prizesAmount} />
            </dd>
          </div>
          <div>
            <dt>{t('leaderboards.myPlace')}</dt>
            <dd data-testid="own-place">{positionLabel(board.user.position)}</dd>
          </div>
        </dl>
        <BoardCountdown start={board.dateStart} end={board.dateEnd} />
      </div>
      <button
        type="button"
        className="lb-card__info"
        aria-label={t('leaderboards.info.open')}
        onClick={(e) => {
          e.stopPropagation();
          onInfo();
        }}
      >
        i
      </button>
    </article>
  );
}

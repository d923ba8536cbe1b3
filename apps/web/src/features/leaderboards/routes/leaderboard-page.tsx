/**
 * /leaderboard (spec 000 §2; spec 001 §2 Leaderboard widgets, §4 Leaderboards store; issue 13): the
 * carousel of active boards, the active board's ranking, the info popup and the player's past places.
 * The active board is kept in `?board=` (a header elsewhere links here with it); the store rule of
 * spec 001 §4 keeps it while it is listed and otherwise takes the first board.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickActiveBoard } from '@cases/domain/leaderboards';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useActiveBoards, type Board } from '../api/get-active-boards.ts';
import { useRanking } from '../api/get-ranking.ts';
import { BoardCarousel } from '../components/board-carousel.tsx';
import { BoardInfoPopup } from '../components/board-info-popup.tsx';
import { PastPlaces } from '../components/past-places.tsx';
import { RankingWidget } from '../components/ranking-widget.tsx';
import '../components/leaderboards.css';

export function LeaderboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [info, setInfo] = useState<Board | null>(null);
  const boards = useActiveBoards();
  const me = useMe().data;
  const list = boards.data ?? [];
  const active = pickActiveBoard(list, params.get('board'));
  const ranking = useRanking(active?.id ?? null);

  return (
    <div className="page lb-page">
      <header className="lb-hero">
        <h1>{t('leaderboards.title')}</h1>
        <p>{t('leaderboards.lead')}</p>
      </header>
      {boards.isPending ? (
        <Spinner />
      ) : list.length === 0 ? (
        <p className="lb-page__none">{t('leaderboards.none')}</p>
      ) : (
        <BoardCarousel
          boards={list}
          activeId={active?.id ?? null}
          onSelect={(id) => setParams({ board: id }, { replace: true })}
          onInfo={setInfo}
        />
      )}
      {active && (
        <section className="lb-active" aria-labelledby="lb-active-title">
          <h2 id="lb-active-title">{active.title}</h2>
          {ranking.data ? (
            <RankingWidget ranking={ranking.data} type={active.type} meId={me?.userId ?? null} />
          ) : (
            ranking.isPending && <Spinner />
          )}
        </section>
      )}
      {me && <PastPlaces />}
      <BoardInfoPopup board={info} onClose={() => setInfo(null)} />
    </div>
  );
}

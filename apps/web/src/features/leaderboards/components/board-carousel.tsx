/**
 * The carousel of active boards (spec 001 §2): from 768 px two cards per view with a 16 px gap, from
 * 300 px cards of their own width with an 8 px gap (CSS scroll snap); previous / next arrows hidden at
 * the start and the end. Changing the active board scrolls its card into view (spec 001 §4).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board } from '../api/get-active-boards.ts';
import { BoardCard } from './board-card.tsx';

export interface BoardCarouselProps {
  boards: Board[];
  activeId: string | null;
  onSelect: (id: string) => void;
  onInfo: (board: Board) => void;
}

export function BoardCarousel({ boards, activeId, onSelect, onInfo }: BoardCarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, boards.length]);

  useEffect(() => {
    const el = track.current;
    const card = el?.querySelector<HTMLElement>(`[data-board-id="${activeId ?? ''}"]`);
    if (!el || !card) return;
    const left = card.offsetLeft - el.offsetLeft;
    if (left < el.scrollLeft || left + card.offsetWidth > el.scrollLeft + el.clientWidth)
      el.scrollTo({ left, behavior: 'smooth' });
  }, [activeId]);

  const step = (dir: 1 | -1) => {
    const el = track.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    el.scrollBy({ left: dir * (card.offsetWidth + 8), behavior: 'smooth' });
  };

  return (
    <div className="lb-carousel">
      {!edges.start && (
        <button
          type="button"
          className="lb-carousel__arrow lb-carousel__arrow--prev"
          aria-label={t('leaderboards.prev')}
          onClick={() => step(-1)}
        >
          ‹
        </button>
      )}
      <div
        ref={track}
        className="lb-carousel__track"
        role="list"
        aria-label={t('leaderboards.boards')}
        onScroll={measure}
      >
        {boards.map((b) => (
          <div key={b.id} role="listitem" className="lb-carousel__slide" data-board-id={b.id}>
            <BoardCard
              board={b}
              active={b.id === activeId}
              onSelect={() => onSelect(b.id)}
              onInfo={() => onInfo(b)}
            />
          </div>
        ))}
      </div>
      {!edges.end && (
        <button
          type="button"
          className="lb-carousel__arrow lb-carousel__arrow--next"
          aria-label={t('leaderboards.next')}
          onClick={() => step(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}

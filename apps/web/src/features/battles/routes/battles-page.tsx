/**
 * /battles (spec 001 §2 Battles page; issue 10): the live list — new battles appear, seats fill and
 * statuses change without a reload — with status filters, the player's own private battles, sorting
 * by date or price in either direction, pages, and the "create" button.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BattleStatus } from '@cases/domain/battles/rules';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBattles, type BattlesFilter } from '../api/get-battles.ts';
import { useBattlesListLive } from '../api/use-battles-live.ts';
import { BattleCard } from '../components/battle-card.tsx';
import '../components/battles.css';

const VIEWS: Record<'live' | 'waiting' | 'finished' | 'private', BattleStatus[]> = {
  live: ['created', 'started'],
  waiting: ['created'],
  finished: ['finished'],
  private: ['created', 'started'],
};
type View = keyof typeof VIEWS;

export function BattlesPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [view, setView] = useState<View>('live');
  const [sort, setSort] = useState<'date' | 'price'>('date');
  const [direction, setDirection] = useState<0 | 1>(1);
  const [page, setPage] = useState(1);
  const filter: BattlesFilter = {
    statuses: VIEWS[view],
    sort,
    direction,
    private: view === 'private',
    page,
  };
  const list = useBattles(filter);
  useBattlesListLive();
  const views = (Object.keys(VIEWS) as View[]).filter((v) => v !== 'private' || signedIn);

  return (
    <div className="page battles-page">
      <header className="battles-hero">
        <div>
          <h1>{t('battles.title')}</h1>
          <p>{t('battles.lead')}</p>
        </div>
        {signedIn ? (
          <Link to={paths.battlesCreate()} className="btn btn--primary btn--lg">
            {t('battles.createButton')}
          </Link>
        ) : (
          <Link to={paths.registration()} className="btn btn--primary btn--lg">
            {t('battles.signInToPlay')}
          </Link>
        )}
      </header>
      <div className="battles-toolbar">
        <div className="battles-toolbar__views" role="tablist" aria-label={t('battles.filters')}>
          {views.map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              className="battles-toolbar__view"
              onClick={() => {
                setView(v);
                setPage(1);
              }}
            >
              {t(`battles.views.${v}`)}
            </button>
          ))}
        </div>
        <label className="battles-toolbar__sort">
          <span>{t('battles.sort.label')}</span>
          <select
            value={`${sort}:${direction}`}
            onChange={(e) => {
              const [s, d] = e.target.value.split(':');
              setSort(s === 'price' ? 'price' : 'date');
              setDirection(d === '0' ? 0 : 1);
              setPage(1);
            }}
          >
            <option value="date:1">{t('battles.sort.newest')}</option>
            <option value="date:0">{t('battles.sort.oldest')}</option>
            <option value="price:1">{t('battles.sort.priciest')}</option>
            <option value="price:0">{t('battles.sort.cheapest')}</option>
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.data && list.data.battles.length > 0 ? (
        <div className="battles-grid" aria-live="polite">
          {list.data.battles.map((b) => (
            <BattleCard key={b.ulid} battle={b} />
          ))}
        </div>
      ) : (
        <div className="battles-empty">
          <p>{t('battles.empty')}</p>
          {signedIn && (
            <Link to={paths.battlesCreate()} className="btn btn--secondary">
              {t('battles.createButton')}
            </Link>
          )}
        </div>
      )}
      {(page > 1 || list.data?.hasNext) && (
        <nav className="battles-pages" aria-label={t('battles.pages')}>
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('battles.prev')}
          </Button>
          <span>{page}</span>
          <Button
            variant="secondary"
            disabled={!list.data?.hasNext}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('battles.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

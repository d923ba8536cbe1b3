/**
 * The player's side of the upgrade page (spec 001 §2 "inventory items", §5 "at most 15; choose all
 * takes the first 15"): their active items to pick as the stake, with "choose all" and "clear".
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { GameItem, useGameItems } from '../../../api/endpoints/get-game-items.ts';
import { PickTile } from '../../../ui/pick-tile.tsx';
import { LoadMore } from '../../../ui/load-more.tsx';

export interface StakeListProps {
  query: ReturnType<typeof useGameItems>;
  /** False while the `?id=` query holds the lists back (spec 000 §2): a button loads them. */
  loaded: boolean;
  onLoad: () => void;
  picked: ReadonlyMap<string, GameItem>;
  cap: number;
  onToggle: (item: GameItem) => void;
  onChooseAll: (items: GameItem[]) => void;
  onClear: () => void;
}

export function StakeList({
  query,
  loaded,
  onLoad,
  picked,
  cap,
  onToggle,
  onChooseAll,
  onClear,
}: StakeListProps) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="upgrade-list" aria-labelledby="stake-list-title">
      <div className="upgrade-list__head">
        <h2 id="stake-list-title" className="upgrade-list__title">
          {t('upgrades.yourItems')}
          {query.data && (
            <span className="upgrade-list__count">{query.data.pages[0]?.totalItem}</span>
          )}
        </h2>
        <div className="upgrade-list__tools">
          <Button
            size="sm"
            variant="secondary"
            disabled={items.length === 0}
            onClick={() => onChooseAll(items)}
          >
            {t('upgrades.chooseAll')}
          </Button>
          <Button size="sm" variant="ghost" disabled={picked.size === 0} onClick={onClear}>
            {t('upgrades.clear')}
          </Button>
        </div>
      </div>
      {!loaded ? (
        <div className="upgrade-list__empty">
          <Button variant="secondary" onClick={onLoad}>
            {t('upgrades.loadItems')}
          </Button>
        </div>
      ) : query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <p className="upgrade-list__empty" role="alert">
          {t('inventory.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p className="upgrade-list__empty">{t('upgrades.noItems')}</p>
      ) : (
        <div className="upgrade-list__grid">
          {items.map((item) => (
            <PickTile
              key={item.id}
              item={item}
              picked={picked.has(item.id)}
              disabled={picked.size >= cap}
              onToggle={() => onToggle(item)}
            />
          ))}
        </div>
      )}
      <LoadMore query={query} className="upgrade-list__more">
        {t('inventory.loadMore')}
      </LoadMore>
    </section>
  );
}

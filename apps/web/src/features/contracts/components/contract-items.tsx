/** The player's active items to sign into the contract (at most 10), with "choose all" and "clear". */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { PickTile } from '../../../ui/pick-tile.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { GameItem, useGameItems } from '../../../api/endpoints/get-game-items.ts';
import { LoadMore } from '../../../ui/load-more.tsx';

export function ContractItems({
  query,
  picked,
  max,
  onToggle,
  onChooseAll,
  onClear,
}: {
  query: ReturnType<typeof useGameItems>;
  picked: readonly GameItem[];
  max: number;
  onToggle: (item: GameItem) => void;
  onChooseAll: (items: GameItem[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const ids = new Set(picked.map((i) => i.id));
  return (
    <section className="contract-items" aria-labelledby="contract-items-title">
      <div className="contract-items__head">
        <h2 id="contract-items-title" className="contract-items__title">
          {t('upgrades.yourItems')}
        </h2>
        <div className="contract-items__tools">
          <Button
            size="sm"
            variant="secondary"
            disabled={items.length === 0}
            onClick={() => onChooseAll(items)}
          >
            {t('upgrades.chooseAll')}
          </Button>
          <Button size="sm" variant="ghost" disabled={picked.length === 0} onClick={onClear}>
            {t('upgrades.clear')}
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <p className="contract-items__empty" role="alert">
          {t('inventory.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p className="contract-items__empty">{t('contract.noItems')}</p>
      ) : (
        <div className="contract-items__grid">
          {items.map((item) => (
            <PickTile
              key={item.id}
              item={item}
              picked={ids.has(item.id)}
              disabled={picked.length >= max}
              onToggle={() => onToggle(item)}
            />
          ))}
        </div>
      )}
      <LoadMore query={query} className="contract-items__more">
        {t('inventory.loadMore')}
      </LoadMore>
    </section>
  );
}

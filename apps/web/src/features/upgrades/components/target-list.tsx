/**
 * The targets' side of the upgrade page (spec 001 §2 "target items with sort options (more
 * expensive, cheaper, old, new)"): filters (sort, name, price from/to) and the catalog items to aim at.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIQUE_ITEM_SORTS, type UniqueItemSort } from '@cases/domain/api/upgrades';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { TargetFilters, UniqueItemData, useUniqueItems } from '../api/get-unique-items.ts';
import { PickTile } from '../../../ui/pick-tile.tsx';
import { LoadMore } from '../../../ui/load-more.tsx';

export interface TargetListProps {
  query: ReturnType<typeof useUniqueItems>;
  loaded: boolean;
  onLoad: () => void;
  filters: TargetFilters;
  onFilters: (f: TargetFilters) => void;
  picked: ReadonlyMap<string, UniqueItemData>;
  cap: number;
  onToggle: (item: UniqueItemData) => void;
}

/** A unique item as the item tile wants it. */
export const targetTile = (i: UniqueItemData) => ({
  name: i.name,
  heroName: i.heroName,
  rarity: i.quality,
  slot: i.slot,
  price: i.priceData.price,
  image: i.image,
});

const price = (v: string): number | undefined => {
  const n = Number(v.replace(',', '.'));
  return v.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : n;
};

export function TargetList({
  query,
  loaded,
  onLoad,
  filters,
  onFilters,
  picked,
  cap,
  onToggle,
}: TargetListProps) {
  const { t } = useTranslation();
  const id = useId();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="upgrade-list" aria-labelledby="target-list-title">
      <div className="upgrade-list__head">
        <h2 id="target-list-title" className="upgrade-list__title">
          {t('upgrades.targets')}
          {query.data && <span className="upgrade-list__count">{query.data.pages[0]?.total}</span>}
        </h2>
      </div>
      <div className="upgrade-filters">
        <div className="field upgrade-filters__search">
          <label htmlFor={`${id}-search`}>{t('upgrades.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            placeholder={t('upgrades.searchPlaceholder')}
            onChange={(e) => onFilters({ ...filters, search: e.target.value })}
          />
        </div>
        <div className="field upgrade-filters__sort">
          <label htmlFor={`${id}-sort`}>{t('upgrades.sort')}</label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(e) => onFilters({ ...filters, sort: e.target.value as UniqueItemSort })}
          >
            {UNIQUE_ITEM_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`upgrades.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field upgrade-filters__price">
          <label htmlFor={`${id}-from`}>{t('upgrades.priceFrom')}</label>
          <input
            id={`${id}-from`}
            inputMode="decimal"
            value={filters.priceFrom ?? ''}
            onChange={(e) => onFilters({ ...filters, priceFrom: price(e.target.value) })}
          />
        </div>
        <div className="field upgrade-filters__price">
          <label htmlFor={`${id}-to`}>{t('upgrades.priceTo')}</label>
          <input
            id={`${id}-to`}
            inputMode="decimal"
            value={filters.priceTo ?? ''}
            onChange={(e) => onFilters({ ...filters, priceTo: price(e.target.value) })}
          />
        </div>
      </div>
      {!loaded ? (
        <div className="upgrade-list__empty">
          <Button variant="secondary" onClick={onLoad}>
            {t('upgrades.loadTargets')}
          </Button>
        </div>
      ) : query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <p className="upgrade-list__empty" role="alert">
          {t('inventory.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p className="upgrade-list__empty">{t('upgrades.noTargets')}</p>
      ) : (
        <div className="upgrade-list__grid">
          {items.map((item) => (
            <PickTile
              key={item.id}
              item={targetTile(item)}
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

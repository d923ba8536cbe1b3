/**
 * The catalog side of the skin exchange (issue 29): a name search and price-from/price-to filters
 * (roubles), the items in pages with "load more"; a click on an item takes one more of it (an item may
 * be taken several times, up to EXCHANGE_MAX_ITEMS in all), its tile then showing how many.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemTile, useItemKindText } from '../../../ui/item-tile.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type {
  CatalogFilters,
  ExchangeCatalogItem,
  useExchangeItems,
} from '../api/get-exchange-items.ts';
import { LoadMore } from '../../../ui/load-more.tsx';

/** A typed price bound: roubles, or undefined when empty or not a non-negative number. */
const bound = (v: string): number | undefined => {
  const n = Number(v.replace(',', '.'));
  return v.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : n;
};

/** The price inputs as typed (so "1," stays while typing) and the filters they make. */
export interface FilterText {
  search: string;
  priceFrom: string;
  priceTo: string;
}

export const filtersOf = (f: FilterText): CatalogFilters => ({
  search: f.search,
  priceFrom: bound(f.priceFrom),
  priceTo: bound(f.priceTo),
});

export function TakeCatalog({
  query,
  filters,
  onFilters,
  counts,
  full,
  onTake,
}: {
  query: ReturnType<typeof useExchangeItems>;
  filters: FilterText;
  onFilters: (f: FilterText) => void;
  /** How many of each catalog item are taken, by id. */
  counts: ReadonlyMap<string, number>;
  /** The take list is at its cap. */
  full: boolean;
  onTake: (item: ExchangeCatalogItem) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const priceText = usePriceText();
  const kindText = useItemKindText();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="take-catalog">
      <div className="exchange-filters">
        <div className="field exchange-filters__search">
          <label htmlFor={`${id}-search`}>{t('exchange.take.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            placeholder={t('exchange.take.searchPlaceholder')}
            onChange={(e) => onFilters({ ...filters, search: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('exchange.take.priceFrom')}</label>
          <input
            id={`${id}-from`}
            inputMode="decimal"
            value={filters.priceFrom}
            placeholder="0"
            onChange={(e) => onFilters({ ...filters, priceFrom: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('exchange.take.priceTo')}</label>
          <input
            id={`${id}-to`}
            inputMode="decimal"
            value={filters.priceTo}
            placeholder="∞"
            onChange={(e) => onFilters({ ...filters, priceTo: e.target.value })}
          />
        </div>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <p className="exchange-side__empty" role="alert">
          {t('exchange.take.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p className="exchange-side__empty">{t('exchange.take.empty')}</p>
      ) : (
        <div className="exchange-grid">
          {items.map((item) => {
            const count = counts.get(item.id) ?? 0;
            return (
              <div key={item.id} className="take-tile">
                <button
                  type="button"
                  className="take-tile__button"
                  aria-label={t('exchange.take.add', {
                    kind: kindText(item),
                    name: item.name,
                    price: priceText(item.price),
                  })}
                  disabled={full}
                  onClick={() => onTake(item)}
                >
                  <ItemTile item={item} selected={count > 0} />
                </button>
                {count > 0 && (
                  <span className="take-tile__count">{t('exchange.take.count', { count })}</span>
                )}
              </div>
            );
          })}
        </div>
      )}
      <LoadMore query={query} className="exchange-side__more">
        {t('exchange.take.loadMore')}
      </LoadMore>
    </div>
  );
}

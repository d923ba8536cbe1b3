/**
 * The left side of the skin exchange (issue 29): the player's active items to give, picked by a click
 * (at most EXCHANGE_MAX_ITEMS), with the picked count and value, "pick all" and "clear", in pages with
 * "load more".
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameItem, useGameItems } from '../../../api/endpoints/get-game-items.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { PickTile } from '../../../ui/pick-tile.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { LoadMore } from '../../../ui/load-more.tsx';

export function GiveList({
  query,
  picked,
  value,
  cap,
  onToggle,
  onPickAll,
  onClear,
}: {
  query: ReturnType<typeof useGameItems>;
  picked: ReadonlyMap<string, GameItem>;
  /** The picked items' value, roubles. */
  value: number;
  cap: number;
  onToggle: (item: GameItem) => void;
  onPickAll: (items: GameItem[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="exchange-side exchange-side--give" aria-labelledby="exchange-give-title">
      <div className="exchange-side__head">
        <h2 id="exchange-give-title" className="exchange-side__title">
          {t('exchange.give.title')}
          {query.data && (
            <span className="exchange-side__count">{query.data.pages[0]?.totalItem}</span>
          )}
        </h2>
        <div className="exchange-side__tools">
          <Button
            size="sm"
            variant="secondary"
            disabled={items.length === 0}
            onClick={() => onPickAll(items)}
          >
            {t('exchange.give.chooseAll')}
          </Button>
          <Button size="sm" variant="ghost" disabled={picked.size === 0} onClick={onClear}>
            {t('exchange.give.clear')}
          </Button>
        </div>
      </div>
      <p className="exchange-side__total" data-testid="exchange-given">
        {t('exchange.give.selected', { count: picked.size, amount: priceText(value) })}
      </p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <p className="exchange-side__empty" role="alert">
          {t('exchange.give.loadError')}
        </p>
      ) : items.length === 0 ? (
        <div className="exchange-side__empty">
          <p>{t('exchange.give.empty')}</p>
          <Link to={paths.home()} className="btn btn--primary btn--md">
            {t('exchange.give.toCases')}
          </Link>
        </div>
      ) : (
        <div className="exchange-grid">
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
      <LoadMore query={query} className="exchange-side__more">
        {t('exchange.give.loadMore')}
      </LoadMore>
    </section>
  );
}

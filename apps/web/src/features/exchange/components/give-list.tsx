/**
 * The left side of the skin exchange (issue 29): the player's active items to give, picked by a click
 * (at most EXCHANGE_MAX_ITEMS), with the picked count and value, "pick all" and "clear", in pages with
 * "load more".
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameItem, useGameItems } from '../../../api/endpoints/get-game-items.ts';
import { paths } from '../../../shared/paths.ts';
import { PickList } from '../../../ui/pick-list.tsx';
import { usePriceText } from '../../../ui/price.tsx';

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
  return (
    <section className="exchange-side exchange-side--give" aria-labelledby="exchange-give-title">
      <PickList
        block="exchange-side"
        titleId="exchange-give-title"
        gridClass="exchange-grid"
        texts={{
          title: t('exchange.give.title'),
          chooseAll: t('exchange.give.chooseAll'),
          clear: t('exchange.give.clear'),
          loadError: t('exchange.give.loadError'),
          loadMore: t('exchange.give.loadMore'),
        }}
        query={query}
        isPicked={(id) => picked.has(id)}
        pickedCount={picked.size}
        full={picked.size >= cap}
        onToggle={onToggle}
        onChooseAll={onPickAll}
        onClear={onClear}
        before={
          <p className="exchange-side__total" data-testid="exchange-given">
            {t('exchange.give.selected', { count: picked.size, amount: priceText(value) })}
          </p>
        }
        empty={
          <div className="exchange-side__empty">
            <p>{t('exchange.give.empty')}</p>
            <Link to={paths.home()} className="btn btn--primary btn--md">
              {t('exchange.give.toCases')}
            </Link>
          </div>
        }
      />
    </section>
  );
}

/**
 * What the player takes in the skin exchange (issue 29): the picked catalog items as chips in the rarity
 * colour, an item taken more than once with its count, each with a button that puts one back.
 */
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/catalog';
import { Price } from '../../../ui/price.tsx';
import type { ExchangeCatalogItem } from '../api/get-exchange-items.ts';

export interface TakeEntry {
  item: ExchangeCatalogItem;
  count: number;
}

export function TakeList({
  entries,
  onRemove,
}: {
  entries: readonly TakeEntry[];
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="take-list">
      <h3 className="take-list__title">{t('exchange.take.picked')}</h3>
      {entries.length === 0 ? (
        <p className="take-list__empty">{t('exchange.take.pickedEmpty')}</p>
      ) : (
        <ul className="take-list__chips" aria-label={t('exchange.take.picked')}>
          {entries.map(({ item, count }) => (
            <li
              key={item.id}
              className="take-chip"
              style={{ borderColor: RARITY_COLORS[item.rarity] }}
            >
              <img src={item.image} alt="" className="take-chip__img" />
              <span className="take-chip__name">{item.name}</span>
              {count > 1 && (
                <span className="take-chip__count">{t('exchange.take.count', { count })}</span>
              )}
              <Price value={item.price} className="take-chip__price" />
              <button
                type="button"
                className="take-chip__remove"
                aria-label={t('exchange.take.remove', { name: item.name })}
                onClick={() => onRemove(item.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

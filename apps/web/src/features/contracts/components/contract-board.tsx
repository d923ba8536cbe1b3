/**
 * The contract being drawn up: ten slots (3 at least, 10 at most) filled with the picked items, the
 * input value and the signing button.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/catalog';
import { Price } from '../../../ui/price.tsx';
import type { GameItem } from '../../../api/endpoints/get-game-items.ts';

export function ContractBoard({
  items,
  max,
  onRemove,
  total,
  children,
}: {
  items: GameItem[];
  max: number;
  onRemove: (id: string) => void;
  total: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="contract-board" aria-labelledby="contract-board-title">
      <div className="contract-board__head">
        <h2 id="contract-board-title" className="contract-board__title">
          {t('contract.board')}
        </h2>
        <span className="contract-board__count">
          {items.length} / {max}
        </span>
      </div>
      <ol className="contract-board__slots">
        {Array.from({ length: max }, (_, i) => {
          const item = items[i];
          return (
            <li
              key={item?.id ?? `empty-${i}`}
              className={`contract-slot${item ? ' contract-slot--filled' : ''}`}
              style={item ? { borderColor: RARITY_COLORS[item.rarity] } : undefined}
            >
              {item ? (
                <>
                  <img src={item.image} alt="" className="contract-slot__img" />
                  <span className="contract-slot__name">{item.name}</span>
                  <Price value={item.price} className="contract-slot__price" />
                  <button
                    type="button"
                    className="contract-slot__remove"
                    aria-label={t('upgrades.remove', { name: item.name })}
                    onClick={() => onRemove(item.id)}
                  >
                    ×
                  </button>
                </>
              ) : (
                <span className="contract-slot__number">{i + 1}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="contract-board__total">
        {t('contract.input')} <Price value={total} />
      </p>
      {children}
    </section>
  );
}

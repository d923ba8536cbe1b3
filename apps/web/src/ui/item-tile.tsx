/**
 * An item tile with its rarity colour as border and glow (RARITY_COLORS, spec 000 §3 Item rarities).
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/catalog';
import type { Rarity } from '@cases/domain/catalog';
import { Price } from './price.tsx';
import './item-tile.css';

export interface ItemTileItem {
  name: string;
  heroName: string | null;
  rarity: Rarity;
  price: number;
  image: string;
}

export interface ItemTileProps {
  item: ItemTileItem;
  /** `strip` is the compact tile of the opening roulette. */
  variant?: 'default' | 'strip';
  /** Extra line under the price (e.g. the drop chance). */
  note?: ReactNode;
  /** Controls at the bottom (sell, select …). */
  children?: ReactNode;
  selected?: boolean;
  dimmed?: boolean;
  /** Extra class on the tile (e.g. an entrance animation). */
  className?: string;
}

/** Renders one item: picture, hero, name, price; named by the item name for tests and screen readers. */
export function ItemTile({
  item,
  variant = 'default',
  note,
  children,
  selected = false,
  dimmed = false,
  className,
}: ItemTileProps) {
  const { t } = useTranslation();
  const style = { '--rarity': RARITY_COLORS[item.rarity] } as CSSProperties;
  const classes = [
    'item-tile',
    `item-tile--${variant}`,
    selected ? 'item-tile--selected' : '',
    dimmed ? 'item-tile--dimmed' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} style={style} aria-label={item.name}>
      <div className="item-tile__glow" aria-hidden="true" />
      <img className="item-tile__img" src={item.image} alt="" draggable={false} />
      <div className="item-tile__info">
        {variant === 'default' && (
          <span className="item-tile__hero">{item.heroName ?? t(`rarity.${item.rarity}`)}</span>
        )}
        <span className="item-tile__name" title={item.name}>
          {item.name}
        </span>
        {variant === 'default' && <Price value={item.price} className="item-tile__price" />}
        {note && <span className="item-tile__note">{note}</span>}
      </div>
      {children && <div className="item-tile__actions">{children}</div>}
    </article>
  );
}

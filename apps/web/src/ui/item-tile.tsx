/**
 * An item tile with its rarity colour as border and glow (RARITY_COLORS, spec 000 §3 Item rarities):
 * the picture (which draws the slot and the hero, issue 9), the rarity and slot in words, the name
 * once, and the price.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/catalog';
import type { ItemSlot, Rarity } from '@cases/domain/catalog';
import { Price } from './price.tsx';
import './item-tile.css';

export interface ItemTileItem {
  name: string;
  heroName: string | null;
  rarity: Rarity;
  /** Equipment slot or kind (weapon, courier …); shown beside the rarity when known. */
  slot?: ItemSlot;
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

/** "Редкий · Оружие": an item's rarity and slot in words, as its tile shows them (also in pickable tiles' names). */
export function useItemKindText(): (item: Pick<ItemTileItem, 'rarity' | 'slot'>) => string {
  const { t } = useTranslation();
  return (item) =>
    [t(`rarity.${item.rarity}`), item.slot && t(`slot.${item.slot}`)].filter(Boolean).join(' · ');
}

/**
 * Renders one item: picture, rarity · slot, name, price; named by the item name for tests and screen
 * readers, with the hero in the tooltip.
 */
export function ItemTile({
  item,
  variant = 'default',
  note,
  children,
  selected = false,
  dimmed = false,
  className,
}: ItemTileProps) {
  const kindText = useItemKindText();
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
  const kind = kindText(item);
  return (
    <article className={classes} style={style} aria-label={item.name}>
      <div className="item-tile__glow" aria-hidden="true" />
      <img
        className="item-tile__img"
        src={item.image}
        alt=""
        draggable={false}
        loading="lazy"
        decoding="async"
      />
      <div className="item-tile__info">
        {/* Spaces between the lines (not rendered in the flex column) keep the words apart in the text a
            pickable tile's name is checked against (WCAG 2.5.3). */}
        {variant === 'default' && <span className="item-tile__kind">{kind}</span>}{' '}
        <span
          className="item-tile__name"
          title={item.heroName ? `${item.name} — ${item.heroName}` : item.name}
        >
          {item.name}
        </span>{' '}
        {variant === 'default' && <Price value={item.price} className="item-tile__price" />}
        {note && <span className="item-tile__note">{note}</span>}
      </div>
      {children && <div className="item-tile__actions">{children}</div>}
    </article>
  );
}

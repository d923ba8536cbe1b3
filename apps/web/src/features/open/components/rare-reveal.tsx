/**
 * The reveal of a rare drop (issue 9): after the roulette stops on an arcana, immortal or legendary
 * item, a burst in its rarity colour, the item rising into view and its rarity named, for
 * REVEAL_MS; a press skips it. Reduced motion shortens it to a fade.
 */
import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/catalog';
import type { ItemTileItem } from '../../../ui/item-tile.tsx';
import './rare-reveal.css';

export const REVEAL_MS = 2600;

export function RareReveal({ item, onDone }: { item: ItemTileItem; onDone: () => void }) {
  const { t } = useTranslation();
  const done = useRef(false);
  const finish = () => {
    if (done.current) return;
    done.current = true;
    onDone();
  };
  useEffect(() => {
    const timer = setTimeout(finish, REVEAL_MS);
    return () => clearTimeout(timer);
  });
  const style = { '--rarity': RARITY_COLORS[item.rarity] } as CSSProperties;
  return (
    <button
      type="button"
      className={`rare-reveal rare-reveal--${item.rarity}`}
      style={style}
      onClick={finish}
      aria-label={t('open.rareReveal', { rarity: t(`rarity.${item.rarity}`), name: item.name })}
    >
      <span className="rare-reveal__rays" aria-hidden="true" />
      <span className="rare-reveal__glow" aria-hidden="true" />
      <img className="rare-reveal__img" src={item.image} alt="" />
      <span className="rare-reveal__rarity">{t(`rarity.${item.rarity}`)}</span>
      <span className="rare-reveal__name">{item.name}</span>
    </button>
  );
}

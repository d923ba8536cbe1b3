/**
 * Live-drop strip under the header: the latest drops (or the most expensive recent ones, "ТОП") with
 * item, price, the player's avatar and nickname, and the case (spec 000 §1 live drop feed). Each entry
 * links to the case; hovering shows the full name.
 */
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/rarities';
import { usePriceText } from '../../../ui/price.tsx';
import { useLiveDrops } from '../api/get-live-drops.ts';
import './live.css';

/** The horizontal feed; `openPath` builds the case link. */
export function LiveDropStrip({ openPath }: { openPath: (slug: string) => string }) {
  const { t } = useTranslation();
  const [top, setTop] = useState(false);
  const { data } = useLiveDrops(top);
  const priceText = usePriceText();
  return (
    <section className="live-strip" aria-label={t('live.title')}>
      <div className="live-strip__switch" role="group" aria-label={t('live.title')}>
        <button type="button" aria-pressed={!top} onClick={() => setTop(false)}>
          <span className="live-strip__dot" aria-hidden="true" />
          {t('live.all')}
        </button>
        <button type="button" aria-pressed={top} onClick={() => setTop(true)}>
          {t('live.top')}
        </button>
      </div>
      <ul className="live-strip__list">
        {data?.length === 0 && <li className="live-strip__empty">{t('live.empty')}</li>}
        {data?.map((drop) => (
          <li
            key={drop.id}
            className="live-drop"
            style={{ '--rarity': RARITY_COLORS[drop.item.rarity] } as CSSProperties}
          >
            <Link
              to={openPath(drop.case.slug)}
              title={`${drop.item.name} — ${drop.user.nickname} (${drop.case.name})`}
            >
              <img src={drop.item.image} alt="" className="live-drop__img" />
              <span className="live-drop__info">
                <span className="live-drop__name">{drop.item.name}</span>
                <span className="live-drop__meta">{priceText(drop.item.price)}</span>
                <span className="live-drop__user">
                  <img src={drop.user.avatar} alt="" className="live-drop__avatar" />
                  <span className="live-drop__nick">{drop.user.nickname}</span>
                </span>
              </span>
              <img src={drop.case.image} alt="" className="live-drop__case" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

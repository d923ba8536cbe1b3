/**
 * The case's published item list with each item's chance in percent, 2 decimals or more for rare items (ARCHITECTURE
 * "Published odds": the same list and weights feed the roll), and each Steam item's market listing (issue 34).
 */
import { useTranslation } from 'react-i18next';
import { chanceFractionDigits } from '@cases/domain/format';
import type { CaseItemData } from '../../../api/endpoints/get-case.ts';
import { intlLocale } from '../../../i18n/locale.ts';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { MarketLink, onSteamMarket } from '../../../ui/market-link.tsx';
import './open.css';
import { numberFormat } from '../../../i18n/intl-formats.ts';

/**
 * Formats a 0..1 chance as `12,50 %` (ru) or `12.50%` (en); a rare one gets the decimals it needs
 * (`0,0034 %`), never `0,00 %` (chanceFractionDigits).
 */
export function useChanceText(): (chance: number) => string {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (chance) => {
    const digits = chanceFractionDigits(chance);
    return numberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
      .format(chance)
      .replace(/\u00a0/g, ' ');
  };
}

/** Grid of every item in published order, each with its drop chance. */
export function CaseItems({ items }: { items: readonly CaseItemData[] }) {
  const { t } = useTranslation();
  const chanceText = useChanceText();
  return (
    <section className="case-items" aria-labelledby="case-items-title">
      <h2 id="case-items-title" className="open-page__subtitle">
        {t('open.contents', { count: items.length })}
      </h2>
      <div className="item-grid">
        {items.map((item) => (
          <ItemTile
            key={item.id}
            item={item}
            note={t('open.chance', { chance: chanceText(item.chance) })}
          >
            {onSteamMarket(item.slot) && (
              <MarketLink name={item.name} label={t('open.marketLink', { name: item.name })} />
            )}
          </ItemTile>
        ))}
      </div>
    </section>
  );
}

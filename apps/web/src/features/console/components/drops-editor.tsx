/**
 * A case's drop list in the editor (issue 30 "Catalog and odds"): in roll order, each item with its price, an
 * integer weight, its chance of dropping, and removal; items are added with the picker below.
 */
import { useTranslation } from 'react-i18next';
import { chances } from '@cases/domain/odds';
import type { ConsoleItem } from '../../../api/endpoints/get-console-catalog-items.ts';
import { Button } from '../../../ui/button.tsx';
import type { DraftDrop } from '../lib/case-draft.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { ItemPicker } from './item-picker.tsx';

export function DropsEditor({
  drops,
  onChange,
}: {
  drops: DraftDrop[];
  onChange: (next: DraftDrop[]) => void;
}) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const weights = drops.map((d) => (/^\d+$/.test(d.weight) ? Number(d.weight) : 0));
  const shares = chances(weights);
  const set = (i: number, weight: string) =>
    onChange(drops.map((d, j) => (j === i ? { ...d, weight } : d)));
  const add = (item: ConsoleItem) =>
    onChange([
      ...drops,
      {
        itemId: item.id,
        weight: '1',
        name: item.name,
        rarity: item.rarity,
        price: item.price,
        image: item.image,
      },
    ]);
  return (
    <section className="console-panel" aria-labelledby="drops-title">
      <h2 id="drops-title">{t('console.catalog.drops', { count: drops.length })}</h2>
      <div className="console-table-wrap" role="region" aria-labelledby="drops-title" tabIndex={0}>
        <table className="console-table console-table--cards drops-table">
          <thead>
            <tr>
              <th scope="col">{t('console.catalog.item')}</th>
              <th scope="col" className="console-num">
                {t('console.catalog.price')}
              </th>
              <th scope="col">{t('console.catalog.weight')}</th>
              <th scope="col" className="console-num">
                {t('console.catalog.chance')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('console.catalog.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drops.map((d, i) => (
              <tr key={d.itemId} className={`drops-table__row rarity-${d.rarity}`}>
                <td data-label={t('console.catalog.item')}>
                  <span className="drops-table__item">
                    <img src={d.image} alt="" width={48} height={36} loading="lazy" />
                    <span>
                      {d.name}
                      <code className="console-code-text drops-table__id">{d.itemId}</code>
                    </span>
                  </span>
                </td>
                <td data-label={t('console.catalog.price')} className="console-num">
                  {f.rub(d.price)}
                </td>
                <td data-label={t('console.catalog.weight')}>
                  <input
                    className="drops-table__weight"
                    inputMode="numeric"
                    aria-label={t('console.catalog.weightOf', { name: d.name })}
                    aria-invalid={!/^[1-9]\d{0,9}$/.test(d.weight) || undefined}
                    value={d.weight}
                    maxLength={10}
                    onChange={(e) => set(i, e.target.value.replace(/\D/g, ''))}
                  />
                </td>
                <td data-label={t('console.catalog.chance')} className="console-num">
                  {f.share(shares[i] ?? 0)}
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('console.catalog.removeNamed', { name: d.name })}
                    onClick={() => onChange(drops.filter((_, j) => j !== i))}
                  >
                    ✕
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ItemPicker taken={new Set(drops.map((d) => d.itemId))} onAdd={add} />
    </section>
  );
}

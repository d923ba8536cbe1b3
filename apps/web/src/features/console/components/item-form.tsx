/**
 * Creates or edits a catalog item (issue 30 "Catalog and odds"; right catalog): id (new items only), names ru/en,
 * hero, slot, rarity and price (₽). A price that would take a paid case outside its RTP bounds is refused by the
 * server (rtp_out_of_bounds), shown as a toast.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { itemCreateBody } from '@cases/domain/api/admin-catalog';
import { PROJECT_VOCABULARY } from '@cases/domain/catalog';
import { snakify } from '@cases/domain/casing';
import type { ConsoleItem } from '../../../api/endpoints/get-console-catalog-items.ts';
import { useSaveItem } from '../../../api/endpoints/console-save-item.ts';
import { useConfig } from '../../../api/endpoints/get-config.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { CatalogFormFooter } from './catalog-form-footer.tsx';
import { parseAmount } from './adjust-form.tsx';

export function ItemForm({ item, onDone }: { item: ConsoleItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const save = useSaveItem();
  const onError = useConsoleError();
  // The backend's game project names the rarities and slots on offer (issue 34).
  const vocabulary = PROJECT_VOCABULARY[useConfig()?.project?.id ?? 'dota'];
  const [v, setV] = useState({
    id: item?.id ?? '',
    name: item?.name ?? '',
    nameEn: item?.nameEn ?? '',
    hero: item?.hero ?? '',
    slot: item?.slot ?? vocabulary.slots[0]!,
    rarity: item?.rarity ?? vocabulary.rarities[0]!,
    price: item ? String(item.price) : '',
  });
  const [invalid, setInvalid] = useState(false);
  const set = (key: keyof typeof v, value: string) => setV((x) => ({ ...x, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const draft = {
      name: v.name.trim(),
      nameEn: v.nameEn.trim() || null,
      hero: v.hero.trim() || null,
      slot: v.slot,
      rarity: v.rarity,
      price: parseAmount(v.price),
    };
    const ok = itemCreateBody.safeParse(snakify({ ...draft, id: v.id.trim() })).success;
    setInvalid(!ok);
    if (!ok) return;
    save.mutate(
      { id: v.id.trim(), draft, create: item === null },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('console.catalog.itemSaved') });
          onDone();
        },
        onError,
      },
    );
  };
  const input = (key: keyof typeof v, label: string, max: number, disabled = false) => (
    <div className="field">
      <label htmlFor={`${uid}-${key}`}>{label}</label>
      <input
        id={`${uid}-${key}`}
        value={v[key]}
        maxLength={max}
        disabled={disabled}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  );
  return (
    <form
      className="console-panel console-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${uid}-t`}
    >
      <h2 id={`${uid}-t`}>{item ? t('console.catalog.editItem') : t('console.catalog.newItem')}</h2>
      <div className="case-fields__grid">
        {input('id', t('console.catalog.slug'), 80, item !== null)}
        {input('name', t('console.catalog.nameRu'), 200)}
        {input('nameEn', t('console.catalog.nameEn'), 200)}
        {input('hero', t('console.catalog.hero'), 60)}
        <div className="field">
          <label htmlFor={`${uid}-slot`}>{t('console.catalog.slot')}</label>
          <select id={`${uid}-slot`} value={v.slot} onChange={(e) => set('slot', e.target.value)}>
            {vocabulary.slots.map((s) => (
              <option key={s} value={s}>
                {t(`slot.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${uid}-rarity`}>{t('console.catalog.rarity')}</label>
          <select
            id={`${uid}-rarity`}
            value={v.rarity}
            onChange={(e) => set('rarity', e.target.value)}
          >
            {vocabulary.rarities.map((r) => (
              <option key={r} value={r}>
                {t(`rarity.${r}`)}
              </option>
            ))}
          </select>
        </div>
        {input('price', t('console.catalog.priceRub'), 12)}
      </div>
      <CatalogFormFooter invalid={invalid} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

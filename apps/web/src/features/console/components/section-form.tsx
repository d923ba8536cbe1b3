/**
 * Creates or edits a shop section (issue 30 "Catalog and odds"; right catalog): id (new only), titles ru/en,
 * position, the two colours of its gradient, and its cards' look (spec 000 §3 `appearanceData`, issue 45): four
 * `#rrggbb` colours (empty: the shop's default), the title's colour, line breaks and the 152 or 224 px size.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionCreateBody } from '@cases/domain/api/admin-catalog';
import { snakify } from '@cases/domain/casing';
import type { ConsoleSection } from '../../../api/endpoints/get-console-catalog-sections.ts';
import { useSaveSection } from '../../../api/endpoints/console-save-section.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { CatalogFormFooter } from './catalog-form-footer.tsx';
import { CheckField } from './content/fields.tsx';
import './content/content.css';

export function SectionForm({
  section,
  onDone,
}: {
  section: ConsoleSection | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const save = useSaveSection();
  const onError = useConsoleError();
  const [v, setV] = useState({
    id: section?.id ?? '',
    name: section?.name ?? '',
    nameEn: section?.nameEn ?? '',
    position: String(section?.position ?? 0),
    from: section?.gradient[0] ?? '#2b2f77',
    to: section?.gradient[1] ?? '#7f3fbf',
    cardsBackground: section?.cards.cardsBackground ?? '',
    cardsCircle: section?.cards.cardsCircle ?? '',
    cardsHover: section?.cards.cardsHover ?? '',
    cardsShadow: section?.cards.cardsShadow ?? '',
    titleColor: section?.cards.titleColor ?? '',
  });
  const [lineBreaks, setLineBreaks] = useState(section?.cards.lineBreaks ?? true);
  const [cardSize, setCardSize] = useState<152 | 224>(section?.cards.cardSize ?? 152);
  const [invalid, setInvalid] = useState(false);
  const set = (key: keyof typeof v, value: string) => setV((x) => ({ ...x, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const draft = {
      name: v.name.trim(),
      nameEn: v.nameEn.trim() || null,
      position: /^\d{1,5}$/.test(v.position) ? Number(v.position) : Number.NaN,
      gradient: [v.from, v.to] as [string, string],
      cards: {
        cardsBackground: v.cardsBackground.trim() || null,
        cardsCircle: v.cardsCircle.trim() || null,
        cardsHover: v.cardsHover.trim() || null,
        cardsShadow: v.cardsShadow.trim() || null,
        lineBreaks,
        cardSize,
        titleColor: v.titleColor.trim() || null,
      },
    };
    const ok = sectionCreateBody.safeParse(snakify({ ...draft, id: v.id.trim() })).success;
    setInvalid(!ok);
    if (!ok) return;
    save.mutate(
      { id: v.id.trim(), draft, create: section === null },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('console.catalog.sectionSaved') });
          onDone();
        },
        onError,
      },
    );
  };
  const input = (key: keyof typeof v, label: string, max: number, type = 'text') => (
    <div className="field">
      <label htmlFor={`${uid}-${key}`}>{label}</label>
      <input
        id={`${uid}-${key}`}
        type={type}
        value={v[key]}
        maxLength={max}
        disabled={key === 'id' && section !== null}
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
      <h2 id={`${uid}-t`}>
        {section ? t('console.catalog.editSection') : t('console.catalog.newSection')}
      </h2>
      <div className="case-fields__grid">
        {input('id', t('console.catalog.slug'), 80)}
        {input('name', t('console.catalog.nameRu'), 100)}
        {input('nameEn', t('console.catalog.nameEn'), 100)}
        {input('position', t('console.catalog.position'), 5)}
        {input('from', t('console.catalog.gradientFrom'), 7, 'color')}
        {input('to', t('console.catalog.gradientTo'), 7, 'color')}
      </div>
      <fieldset className="section-cards">
        <legend>{t('console.catalog.cardsLook')}</legend>
        <p className="console-dim">{t('console.catalog.cardsHint')}</p>
        <div className="case-fields__grid">
          {input('cardsBackground', t('console.catalog.cardsBackground'), 7)}
          {input('cardsCircle', t('console.catalog.cardsCircle'), 7)}
          {input('cardsHover', t('console.catalog.cardsHover'), 7)}
          {input('cardsShadow', t('console.catalog.cardsShadow'), 7)}
          {input('titleColor', t('console.catalog.titleColor'), 7)}
          <div className="field">
            <label htmlFor={`${uid}-size`}>{t('console.catalog.cardSize')}</label>
            <select
              id={`${uid}-size`}
              value={cardSize}
              onChange={(e) => setCardSize(e.target.value === '224' ? 224 : 152)}
            >
              <option value="152">{t('console.catalog.cardSize152')}</option>
              <option value="224">{t('console.catalog.cardSize224')}</option>
            </select>
          </div>
        </div>
        <CheckField
          label={t('console.catalog.lineBreaks')}
          checked={lineBreaks}
          onChange={setLineBreaks}
        />
      </fieldset>
      <CatalogFormFooter invalid={invalid} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

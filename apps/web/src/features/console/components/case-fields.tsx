/**
 * The case editor's fields (issue 30 "Catalog and odds"): names (ru, en), the id of a new case, section, currency
 * and price, old price, label, look, level, availability, opens limit and time window.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_LABEL_TYPES } from '@cases/domain/catalog';
import type { ConsoleSection } from '../../../api/endpoints/get-console-catalog-sections.ts';
import type { Draft } from '../lib/case-draft.ts';

type Set = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export function CaseFields({
  draft,
  set,
  sections,
  isNew,
}: {
  draft: Draft;
  set: Set;
  sections: ConsoleSection[];
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const text = (key: keyof Draft, label: string, max: number, required = false) => (
    <Field id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        value={draft[key] as string}
        maxLength={max}
        required={required}
        onChange={(e) => set(key, e.target.value as never)}
      />
    </Field>
  );
  return (
    <section className="console-panel case-fields" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('console.catalog.fields')}</h2>
      <div className="case-fields__grid">
        {isNew && text('slug', t('console.catalog.slug'), 80, true)}
        {text('name', t('console.catalog.nameRu'), 100, true)}
        {text('nameEn', t('console.catalog.nameEn'), 100)}
        <Field id={`${id}-section`} label={t('console.catalog.section')}>
          <select
            id={`${id}-section`}
            value={draft.sectionId}
            onChange={(e) => set('sectionId', e.target.value)}
          >
            <option value="">{t('console.catalog.chooseSection')}</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-currency`} label={t('console.catalog.currency')}>
          <select
            id={`${id}-currency`}
            value={draft.currency}
            onChange={(e) => set('currency', e.target.value as Draft['currency'])}
          >
            <option value="RUB">{t('console.adjust.rub')}</option>
            <option value="COIN">{t('console.adjust.coin')}</option>
          </select>
        </Field>
        {text('price', t('console.catalog.price'), 12, true)}
        {text('oldPrice', t('console.catalog.oldPrice'), 12)}
        <Field id={`${id}-label`} label={t('console.catalog.labelType')}>
          <select
            id={`${id}-label`}
            value={draft.labelType}
            onChange={(e) => set('labelType', e.target.value as Draft['labelType'])}
          >
            <option value="">{t('console.catalog.noLabel')}</option>
            {CASE_LABEL_TYPES.map((l) => (
              <option key={l} value={l}>
                {t(`console.catalog.labelTypes.${l}`)}
              </option>
            ))}
          </select>
        </Field>
        {draft.labelType !== '' && text('labelName', t('console.catalog.labelName'), 40)}
        {draft.labelType !== '' && text('labelNameEn', t('console.catalog.labelNameEn'), 40)}
        {draft.labelType !== '' && (
          <Field id={`${id}-labelColor`} label={t('console.catalog.labelColor')}>
            <input
              id={`${id}-labelColor`}
              type="color"
              value={draft.labelColor}
              onChange={(e) => set('labelColor', e.target.value)}
            />
          </Field>
        )}
        <Field id={`${id}-color`} label={t('console.catalog.color')}>
          <input
            id={`${id}-color`}
            type="color"
            value={draft.color}
            onChange={(e) => set('color', e.target.value)}
          />
        </Field>
        <Field id={`${id}-volatility`} label={t('console.catalog.volatility')}>
          <select
            id={`${id}-volatility`}
            value={draft.volatility}
            onChange={(e) => set('volatility', e.target.value)}
          >
            {(['1', '2', '3', '4'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`console.catalog.volatilityLevels.${v}`)}
              </option>
            ))}
          </select>
        </Field>
        {text('level', t('console.catalog.level'), 4)}
        {text('opensLimit', t('console.catalog.opensLimit'), 9)}
        <Field id={`${id}-starts`} label={t('console.catalog.startsAt')}>
          <input
            id={`${id}-starts`}
            type="datetime-local"
            value={draft.startsAt}
            onChange={(e) => set('startsAt', e.target.value)}
          />
        </Field>
        <Field id={`${id}-ends`} label={t('console.catalog.endsAt')}>
          <input
            id={`${id}-ends`}
            type="datetime-local"
            value={draft.endsAt}
            onChange={(e) => set('endsAt', e.target.value)}
          />
        </Field>
        <label className="case-fields__check">
          <input
            type="checkbox"
            checked={draft.available}
            onChange={(e) => set('available', e.target.checked)}
          />
          {t('console.catalog.availableLong')}
        </label>
      </div>
    </section>
  );
}

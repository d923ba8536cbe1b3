/**
 * Creates or edits a shop section (issue 30 "Catalog and odds"; right catalog): id (new only), titles ru/en,
 * position and the two colours of its gradient.
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
  });
  const [invalid, setInvalid] = useState(false);
  const set = (key: keyof typeof v, value: string) => setV((x) => ({ ...x, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const draft = {
      name: v.name.trim(),
      nameEn: v.nameEn.trim() || null,
      position: /^\d{1,5}$/.test(v.position) ? Number(v.position) : Number.NaN,
      gradient: [v.from, v.to] as [string, string],
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
      <CatalogFormFooter invalid={invalid} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

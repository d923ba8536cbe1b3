/**
 * Page titles and descriptions (issue 30 "Running the shop"; PUT /v1/admin/seo/{key}): each page opened to edit
 * its texts in Russian and English (`{name}` stands for the case on case pages), saved one page at a time;
 * "Built-in texts" fills the form with the shop's own (saving them drops the change).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleSeo } from '../../../../api/endpoints/get-console-seo.ts';
import { useSaveConsoleSeo } from '../../../../api/endpoints/console-save-seo.ts';
import { Button } from '../../../../ui/button.tsx';
import { showToast } from '../../../../ui/toast-store.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { LongTextField, TextField } from './fields.tsx';
import { FormActions } from '../form-actions.tsx';

type Page = ConsoleSeo['pages'][number];

export function SeoEditor({ pages }: { pages: Page[] }) {
  const { t } = useTranslation();
  return (
    <section className="console-panel console-form" aria-label={t('console.content.seo.title')}>
      <h2 className="content-sub">{t('console.content.seo.title')}</h2>
      <p className="console-dim">{t('console.content.seo.lead')}</p>
      <ul className="content-list">
        {pages.map((p) => (
          <li key={`${p.key}-${p.title}-${p.titleEn}-${p.description}-${p.descriptionEn}`}>
            <details className="content-item">
              <summary>
                {p.key} <span className="console-dim">· {p.title}</span>
                {p.edited && (
                  <span className="console-badge console-badge--ok">
                    {t('console.content.seo.changed')}
                  </span>
                )}
              </summary>
              <div className="content-item__body">
                <SeoForm page={p} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SeoForm({ page }: { page: Page }) {
  const { t } = useTranslation();
  const [d, setD] = useState({
    title: page.title,
    description: page.description,
    titleEn: page.titleEn,
    descriptionEn: page.descriptionEn,
  });
  const save = useSaveConsoleSeo();
  const onError = useConsoleError();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { key: page.key, body: d },
      {
        onSuccess: () => showToast({ type: 'success', message: t('console.content.saved') }),
        onError,
      },
    );
  };
  return (
    <form className="console-form" onSubmit={submit} aria-label={page.key}>
      <div className="console-form__row">
        <TextField
          label={t('console.content.seo.titleRu')}
          value={d.title}
          required
          onChange={(title) => setD({ ...d, title })}
        />
        <TextField
          label={t('console.content.seo.titleEn')}
          value={d.titleEn}
          required
          onChange={(titleEn) => setD({ ...d, titleEn })}
        />
        <LongTextField
          label={t('console.content.seo.descriptionRu')}
          maxLength={500}
          value={d.description}
          required
          onChange={(description) => setD({ ...d, description })}
        />
        <LongTextField
          label={t('console.content.seo.descriptionEn')}
          maxLength={500}
          value={d.descriptionEn}
          required
          onChange={(descriptionEn) => setD({ ...d, descriptionEn })}
        />
      </div>
      <FormActions busy={save.isPending}>
        <Button variant="secondary" onClick={() => setD({ ...page.defaults })}>
          {t('console.content.seo.builtIn')}
        </Button>
      </FormActions>
    </form>
  );
}

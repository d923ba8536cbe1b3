/**
 * /admin/promo (issue 30 "Running the shop"; right content): promo codes — a new code of any kind, the list
 * newest first with a search by part of the code (in the URL), each code's uses, expiry and state, opened to
 * edit or disable it.
 */
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsolePromo } from '../../../api/endpoints/get-console-promo.ts';
import { Button } from '../../../ui/button.tsx';
import { Pager } from '../components/pager.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { PromoCreateForm } from '../components/content/promo-create-form.tsx';
import { PromoRow } from '../components/content/promo-row.tsx';
import '../components/content/content.css';

function PromoSection() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const list = useConsolePromo(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const p: Record<string, string> = {};
    const nq = next.q ?? q;
    if (nq) p.q = nq;
    if ((next.page ?? 1) > 1) p.page = String(next.page);
    setParams(p);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: draft.trim() });
  };
  return (
    <>
      <header className="console-head">
        <h1>{t('console.content.promo.title')}</h1>
      </header>
      <p className="console-lead">{t('console.content.promo.lead')}</p>
      <PromoCreateForm />
      <form className="console-panel console-search" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('console.content.promo.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={32}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit" busy={list.isFetching}>
          {t('console.content.promo.find')}
        </Button>
      </form>
      {list.data ? (
        list.data.codes.length === 0 ? (
          <p className="console-panel console-empty">{t('console.content.promo.empty')}</p>
        ) : (
          <section className="console-panel" aria-label={t('console.content.promo.list')}>
            <ul className="content-list">
              {list.data.codes.map((c) => (
                <PromoRow
                  key={`${c.code}-${c.uses}-${c.expiresAt ?? ''}-${String(c.maxUses)}`}
                  promo={c}
                />
              ))}
            </ul>
            <Pager
              page={page}
              total={list.data.total}
              pageSize={50}
              onPage={(p) => go({ page: p })}
            />
          </section>
        )
      ) : (
        <QueryFallback query={list} />
      )}
    </>
  );
}

export function PromoPage() {
  return (
    <RequireRight right="content">
      <PromoSection />
    </RequireRight>
  );
}

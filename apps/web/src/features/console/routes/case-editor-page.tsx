/**
 * /admin/catalog/cases/:id (issue 30 "Catalog and odds, provably"; right catalog): the case editor — fields, the drop
 * list with integer weights, live expected value and RTP against the bounds, and the revisions. Publishing sends the
 * whole case; a changed list or price becomes a new revision, a paid case outside the bounds is refused by the
 * server too (rtp_out_of_bounds). Before it changes a live case's odds (its price or drop list) it shows what changes
 * — price, EV, RTP and each item's chance, before and after — and asks (issue 48). `new` as the id makes a case.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { caseCreateBody, caseSaveBody } from '@cases/domain/api/admin-catalog';
import { snakify } from '@cases/domain/casing';
import { useConsoleCase } from '../../../api/endpoints/get-console-catalog-case.ts';
import { useConsoleCases } from '../../../api/endpoints/get-console-catalog-cases.ts';
import { useConsoleSections } from '../../../api/endpoints/get-console-catalog-sections.ts';
import { useSaveCase } from '../../../api/endpoints/console-save-case.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { CaseFields } from '../components/case-fields.tsx';
import { CaseRevisions } from '../components/case-revisions.tsx';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import { DropsEditor } from '../components/drops-editor.tsx';
import { OddsSummary } from '../components/odds-summary.tsx';
import { PublishConfirm } from '../components/publish-confirm.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { bodyOf, draftOf, EMPTY_DRAFT, oddsOf, type Draft } from '../lib/case-draft.ts';
import { oddsDiff, type OddsDiff } from '../lib/odds-diff.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { useSaveAnswer } from '../lib/use-save-answer.ts';

function Editor({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = id === 'new';
  const current = useConsoleCase(isNew ? '' : id);
  const bounds = useConsoleCases().data?.rtpBounds ?? { min: 0, max: 1 };
  const sections = useConsoleSections().data ?? [];
  const save = useSaveCase(isNew ? '' : id);
  const onError = useConsoleError();
  const answered = useSaveAnswer();
  const [draft, setDraft] = useState<Draft | null>(isNew ? EMPTY_DRAFT : null);
  const [invalid, setInvalid] = useState(false);
  /** The live case's odds change this publish would make, while the confirmation is open. */
  const [confirming, setConfirming] = useState<OddsDiff | null>(null);
  useEffect(() => {
    if (current.data && draft === null) setDraft(draftOf(current.data));
  }, [current.data, draft]);

  if (!draft) return <QueryFallback query={current} />;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));
  const odds = oddsOf(draft);
  const outside = odds.rtp !== null && (odds.rtp < bounds.min || odds.rtp > bounds.max);

  const publish = () => {
    const body = bodyOf(draft);
    save.mutate(
      { draft: body, slug: draft.slug },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          answered(answer, (saved) => {
            showToast({
              type: 'success',
              message: t('console.catalog.published', { n: saved.revision }),
            });
            setDraft(draftOf(saved));
            if (isNew) void navigate(paths.consoleCase(saved.id), { replace: true });
          });
        },
        onError: (err) => {
          setConfirming(null);
          onError(err);
        },
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = bodyOf(draft);
    const schema = isNew ? caseCreateBody : caseSaveBody;
    const ok = schema.safeParse(snakify(isNew ? { ...body, slug: draft.slug } : body)).success;
    setInvalid(!ok);
    if (!ok || outside) return;
    // A live case's odds change only after the operator has seen how (a new case has none yet).
    const diff = current.data ? oddsDiff(draftOf(current.data), draft) : null;
    if (diff?.changed) setConfirming(diff);
    else publish();
  };

  const title = isNew ? t('console.catalog.newCase') : (current.data?.name ?? '');
  return (
    <>
      <header className="console-head catalog-head">
        <div>
          <Link className="console-back" to={paths.consoleCases()}>
            ← {t('console.catalog.back')}
          </Link>
          <h1>{title}</h1>
          {current.data && (
            <p className="console-dim">
              {t('console.catalog.revisionNow', { n: current.data.revision })}
            </p>
          )}
        </div>
      </header>
      <CatalogTabs />
      <form className="case-editor" onSubmit={submit} noValidate>
        <div className="case-editor__main">
          <CaseFields draft={draft} set={set} sections={sections} isNew={isNew} />
          <DropsEditor drops={draft.drops} onChange={(drops) => set('drops', drops)} />
        </div>
        <div className="case-editor__side">
          <OddsSummary draft={draft} min={bounds.min} max={bounds.max} />
          <div className="console-panel case-editor__publish">
            {invalid && (
              <p className="console-status console-status--bad" role="alert">
                {t('console.catalog.invalid')}
              </p>
            )}
            <Button type="submit" busy={save.isPending} disabled={outside}>
              {t('console.catalog.publish')}
            </Button>
            <p className="console-dim">{t('console.catalog.publishHint')}</p>
          </div>
          {current.data && <CaseRevisions c={current.data} />}
        </div>
      </form>
      <PublishConfirm
        diff={confirming}
        currency={draft.currency}
        busy={save.isPending}
        onConfirm={publish}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

export function CaseEditorPage() {
  const id = useParams().id ?? 'new';
  return (
    <RequireRight right="catalog">
      <Editor key={id} id={id} />
    </RequireRight>
  );
}

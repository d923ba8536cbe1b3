/**
 * The operator console's own frame (issue 30; docs/console.md), apart from the shop's header, menus and
 * tech-work gate, so it keeps working while the shop is in tech work. Signed out (GET /v1/admin/me
 * answers 404) it is the sign-in; signed in, a top bar with the staff member's nickname and role and
 * "sign out", a side navigation of the sections their rights open, and the routed section. The page is
 * `noindex` and titled "Консоль оператора" (the server writes both into its HTML too).
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleMe } from '../../../api/endpoints/get-console-me.ts';
import { projectInfo } from '../../../i18n/project.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { ConsoleBrand } from './console-brand.tsx';
import { ConsoleFrame } from './console-frame.tsx';
import { ConsoleSignIn } from './console-sign-in.tsx';
import { QueryState } from './query-state.tsx';
import './console.css';

/** Keeps the console's title and a robots `noindex` in the document while it is shown. */
function useConsoleMeta(): void {
  const { t } = useTranslation();
  const title = `${t('console.title')} — ${projectInfo().site}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const added = !meta;
    meta ??= document.head.appendChild(document.createElement('meta'));
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    return () => {
      if (added) meta.remove();
    };
  }, []);
}

/** The console route group's element; `tools` (the language switch) sit in its top bar. */
export function ConsoleShell({ tools }: { tools?: ReactNode }) {
  const { t } = useTranslation();
  const me = useConsoleMe();
  useConsoleMeta();
  let body: ReactNode;
  if (me.data) body = <ConsoleFrame me={me.data} tools={tools} />;
  else if (me.data === null)
    body = (
      <>
        <header className="console-bar console-bar--bare">
          <span className="console-bar__brand">
            <ConsoleBrand /> <span className="console-bar__tag">{t('console.brand')}</span>
          </span>
          <div className="console-bar__tools">{tools}</div>
        </header>
        <ConsoleSignIn />
      </>
    );
  else
    body = (
      <main className="console-loading" aria-label={t('console.loading')}>
        {me.error ? (
          <QueryState error={me.error} isPending={false} onRetry={() => void me.refetch()} />
        ) : (
          <Spinner />
        )}
      </main>
    );
  return (
    <div className="console" data-layout="console">
      {body}
      <ToastArea />
    </div>
  );
}

/**
 * What a console page shows while its data loads or when it failed: a spinner, or the translated error
 * with a retry; a lost console session (404 dataNotFound) returns the console to its sign-in.
 */
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { forgetConsole } from '../../../api/endpoints/get-console-me.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { errorText } from '../../../ui/use-error-toast.ts';
import { isSessionGone } from '../lib/use-console-error.ts';

/** The loading or failed state of a query (`null` once it has data). */
export function QueryState({
  error,
  isPending,
  onRetry,
}: {
  error: unknown;
  isPending: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const gone = isSessionGone(error);
  useEffect(() => {
    if (gone) forgetConsole(queryClient);
  }, [gone, queryClient]);
  if (error) {
    return (
      <div className="console-panel console-state" role="alert">
        <p className="console-state__title">{t('console.loadFailed')}</p>
        <p className="console-state__text">{errorText(t, i18n, error)}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('console.retry')}
        </Button>
      </div>
    );
  }
  if (isPending) return <Spinner />;
  return null;
}

/** The part of a TanStack query whose state QueryFallback shows. */
interface QueryLike {
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** QueryState of `query`, its retry being a refetch. */
export function QueryFallback({ query }: { query: QueryLike }) {
  return (
    <QueryState
      error={query.error}
      isPending={query.isPending}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * A query's data handed to `children` once it has arrived; its loading or failed state (QueryState) before
 * that.
 */
export function WithData<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) return <QueryFallback query={query} />;
  return children(query.data);
}

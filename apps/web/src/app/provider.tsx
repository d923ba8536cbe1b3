/**
 * App-wide providers: TanStack Query, i18n, the realtime channel and error reporting (when configured). Signing out (logout or an auth error key, spec 000 §4)
 * drops every user-specific query. The config's game project corrects the page's when the server named none (issue 34).
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { setLanguageSource } from '../api/client.ts';
import { isSignedIn, onTokenChange } from '../api/token.ts';
import { isApiError } from '../api/api-error.ts';
import { RealtimeBridge } from '../api/realtime-bridge.tsx';
import { seedFirstScreen } from './first-screen-data.ts';
import { ErrorReporting } from './error-reporting.tsx';
import { reportError } from '../shared/error-reporting/report.ts';
import { useConfigProject } from '../i18n/use-config-project.ts';

/** The features' realtime reactions, loaded with the channel after the first screen. */
const loadRealtimeReactions = () =>
  import('./realtime-reactions.ts').then((m) => m.realtimeReactions);

// The instance main.tsx initialised (i18n/i18n.ts) before the first render.
setLanguageSource(() => i18n.language);

const USER_QUERY_ROOTS = ['me', 'levels', 'inventory', 'fairness'];

function makeQueryClient(): QueryClient {
  const client = new QueryClient({
    // Failed calls reach error reporting, which keeps only the server's faults (5xx) and the app's bugs.
    queryCache: new QueryCache({ onError: reportError }),
    mutationCache: new MutationCache({ onError: reportError }),
    defaultOptions: {
      // The API client already retries GETs once on transient statuses (spec 000 §7).
      queries: {
        retry: (count, error) => count < 1 && isApiError(error) && error.code === 'network',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  // The front page's HTML carries the sections and config it was rendered from.
  seedFirstScreen(client);
  return client;
}

/** The config's game project, followed (i18n/use-config-project.ts). */
function ConfigProject() {
  useConfigProject();
  return null;
}

/** Wraps the router with the query client and the i18n instance. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);

  useEffect(
    () =>
      onTokenChange(() => {
        if (isSignedIn()) return;
        queryClient.removeQueries({
          predicate: (q) => USER_QUERY_ROOTS.includes(String(q.queryKey[0])),
        });
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RealtimeBridge loadReactions={loadRealtimeReactions} />
        <ErrorReporting />
        <ConfigProject />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}

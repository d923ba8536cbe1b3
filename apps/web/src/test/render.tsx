/**
 * Component tests (issue 42 "Each test once, at the cheapest layer that can see the bug"): renders a component in
 * happy-dom with what the app gives it — the Russian texts (the shell's and the named bundles), a router at `path`
 * and a fresh query client — through Testing Library. Layout, wording and form-state checks live here rather than
 * in a browser run.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import shell from '@cases/i18n/ru.json';
import type { TextBundle } from '../i18n/i18n.ts';

const BUNDLES = import.meta.glob<Record<string, unknown>>('../i18n/*/ru.json', {
  import: 'default',
  eager: true,
});

/** Deep-merges `b` into `a` (the app merges its bundles into one namespace the same way). */
function merge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] =
      prev && typeof prev === 'object' && v && typeof v === 'object' && !Array.isArray(v)
        ? merge(prev as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}

/**
 * Renders `ui` in Russian with the texts of `bundles`, under a router at `path`; `queries` are answers the query
 * client holds already (key and data), so a component reading them asks no server.
 */
export function renderRu(
  ui: ReactElement,
  {
    bundles = [],
    path = '/',
    queries = [],
  }: { bundles?: TextBundle[]; path?: string; queries?: [readonly unknown[], unknown][] } = {},
): RenderResult {
  let texts: Record<string, unknown> = shell;
  for (const b of bundles) {
    const file = BUNDLES[`../i18n/${b}/ru.json`];
    if (!file) throw new Error(`No texts ../i18n/${b}/ru.json`);
    texts = merge(texts, file);
  }
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'ru',
    resources: { ru: { translation: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/**
 * The route table, spec 000 §2 "Screens and routes": every path with its layout (default,
 * main-page, battles, event, provably-fair, refill), aliases, guards and the 404 page, and the operator
 * console under /admin in a frame of its own (issue 30). English
 * pages live under the /en basename (spec 000 §2 locale prefixes; see i18n/locale-path.ts).
 */
import { useState } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { withTexts } from '../i18n/i18n.ts';
import type { TextBundle } from '../i18n/i18n.ts';
import { MainPageLayout } from './layouts/main-page-layout.tsx';
import { aliases, routePatterns } from '../shared/paths.ts';
import {
  battlesRoutes,
  eventRoutes,
  fairnessRoutes,
  frontRoutes,
  refillRoutes,
} from './route-groups.tsx';
import { consoleRoutes } from './console-routes.tsx';
import { defaultRoutes } from './default-routes.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { RouteRules } from './routes/route-rules.tsx';

/**
 * A layout whose code and texts load with the first page under it (React Router `lazy`, in
 * parallel with the page's own): only the front page's layout ships with the entry, so `/` does
 * not download the battle area's badge (its zod schemas and hash functions) or the refill frame.
 */
function lazyLayout(
  load: () => Promise<ComponentType>,
  ...texts: TextBundle[]
): Pick<RouteObject, 'lazy'> {
  const loadWithTexts = withTexts(load, ...texts);
  return { lazy: async () => ({ Component: await loadWithTexts() }) };
}

function createAppRouter(basename: string) {
  return createBrowserRouter(
    [
      {
        element: <RouteRules />,
        errorElement: <ErrorPage />,
        children: [
          { element: <MainPageLayout />, children: frontRoutes },
          {
            ...lazyLayout(
              () => import('./layouts/refill-layout.tsx').then((m) => m.RefillLayout),
              'refill',
            ),
            children: refillRoutes,
          },
          {
            ...lazyLayout(
              () => import('./layouts/battles-layout.tsx').then((m) => m.BattlesLayout),
              'battles',
            ),
            children: battlesRoutes,
          },
          {
            ...lazyLayout(
              () => import('./layouts/event-layout.tsx').then((m) => m.EventLayout),
              'event',
            ),
            children: eventRoutes,
          },
          {
            ...lazyLayout(
              () => import('./layouts/provably-fair-layout.tsx').then((m) => m.ProvablyFairLayout),
              'fairness',
            ),
            children: fairnessRoutes,
          },
          {
            ...lazyLayout(() =>
              import('./layouts/default-layout.tsx').then((m) => m.DefaultLayout),
            ),
            children: defaultRoutes,
          },
          ...aliases.map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
        ],
      },
      // The operator console (issue 30) sits beside the shop's route rules: no welcome redirect, no
      // shop page meta, tracking or overlays; its frame loads with its first page.
      {
        path: routePatterns.console,
        errorElement: <ErrorPage />,
        ...lazyLayout(
          () => import('./layouts/console-layout.tsx').then((m) => m.ConsoleLayout),
          'console',
        ),
        children: consoleRoutes,
      },
    ],
    { basename },
  );
}

/** Mounts the browser router under `basename` ('/' for Russian, '/en' for English). */
export function AppRouter({ basename }: { basename: string }) {
  const [router] = useState(() => createAppRouter(basename));
  return <RouterProvider router={router} />;
}

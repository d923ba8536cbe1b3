/**
 * The route table, spec 000 §2 "Screens and routes": every path with its layout (default,
 * main-page, battles, event, provably-fair, refill), aliases, guards and the 404 page. English
 * pages live under the /en basename (spec 000 §2 locale prefixes; see i18n/locale-path.ts).
 */
import { useState } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BattlesLayout } from './layouts/battles-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { EventLayout } from './layouts/event-layout.tsx';
import { MainPageLayout } from './layouts/main-page-layout.tsx';
import { ProvablyFairLayout } from './layouts/provably-fair-layout.tsx';
import { RefillLayout } from './layouts/refill-layout.tsx';
import { aliases } from './paths.ts';
import {
  battlesRoutes,
  defaultRoutes,
  eventRoutes,
  fairnessRoutes,
  frontRoutes,
  refillRoutes,
} from './route-groups.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { RouteRules } from './routes/route-rules.tsx';

function createAppRouter(basename: string) {
  return createBrowserRouter(
    [
      {
        element: <RouteRules />,
        errorElement: <ErrorPage />,
        children: [
          { element: <MainPageLayout />, children: frontRoutes },
          { element: <RefillLayout />, children: refillRoutes },
          { element: <BattlesLayout />, children: battlesRoutes },
          { element: <EventLayout />, children: eventRoutes },
          { element: <ProvablyFairLayout />, children: fairnessRoutes },
          { element: <DefaultLayout />, children: defaultRoutes },
          ...aliases.map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
        ],
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

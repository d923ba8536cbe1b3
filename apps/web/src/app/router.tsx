/**
 * The route table, spec 000 §2 "Screens and routes": layouts main-page (/), default, refill.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FrontPage } from '../features/cases/routes/front-page.tsx';
import { FairnessCheckPage } from '../features/fairness/routes/check-page.tsx';
import { OwnProfileRedirect } from '../features/inventory/routes/own-profile-redirect.tsx';
import { ProfilePage } from '../features/inventory/routes/profile-page.tsx';
import { OpenPage } from '../features/open/routes/open-page.tsx';
import { RefillPage } from '../features/refill/routes/refill-page.tsx';
import { RefillResultPage } from '../features/refill/routes/refill-result-page.tsx';
import { RefillUnauthPage } from '../features/refill/routes/refill-unauth-page.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { MainPageLayout } from './layouts/main-page-layout.tsx';
import { RefillLayout } from './layouts/refill-layout.tsx';
import { paths, routePatterns as r } from './paths.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RouteRules } from './routes/route-rules.tsx';

const router = createBrowserRouter([
  {
    element: <RouteRules />,
    errorElement: <ErrorPage />,
    children: [
      {
        path: r.home,
        element: <MainPageLayout />,
        children: [{ index: true, element: <FrontPage /> }],
      },
      {
        element: <RefillLayout />,
        children: [
          { path: r.refill, element: <RefillPage /> },
          { path: r.refillResult, element: <RefillResultPage /> },
          { path: r.refillUnauth, element: <RefillUnauthPage /> },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          { path: r.open, element: <OpenPage /> },
          { path: r.profile, element: <OwnProfileRedirect /> },
          { path: r.profileOf, element: <ProfilePage /> },
          { path: r.fairnessCheck, element: <FairnessCheckPage /> },
          { path: '/provably-fair', element: <Navigate to={paths.fairnessCheck()} replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

/** Mounts the browser router. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}

/**
 * Global route rules (spec 000 §2): trailing slashes are removed by redirect; any request with a
 * u_tm query parameter goes to /refill; with the redirect-to-welcome option on, a visitor without
 * a token is sent to the welcome page. Also scrolls to the top on navigation and keeps the page's
 * title and description current (spec 000 §7 seo/get) and reports page views (spec 000 §4).
 * App-wide, once: the return from a provider sign-in, the saved query and the redirect after login, the install banner (suppressed on the game
 * routes, spec 000 §4) with the install bonus, and the reload into a newly deployed build.
 */
import { lazy, Suspense } from 'react';
import { matchPath, Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useConfig } from '../../api/endpoints/get-config.ts';
import { useSignedIn } from '../../api/token.ts';
import { usePageViews } from '../../features/analytics/use-page-views.ts';
import { AuthRedirect } from '../../features/auth/components/auth-redirect.tsx';
import { ExternalSignInReturn } from '../../features/auth/components/external-sign-in-return.tsx';
import { ProjectHandoffArrival } from '../../features/auth/components/project-handoff-arrival.tsx';
import { paths, routePatterns } from '../../shared/paths.ts';
import { withTexts } from '../../i18n/i18n.ts';
import { useNewBuildReload } from '../use-new-build.ts';
import { usePageMeta } from './use-page-meta.ts';

// Players only, so visitors' pages never download it (issue 9).
const InstallBanner = lazy(
  withTexts(
    () =>
      import('../../features/pwa/components/install-banner.tsx').then((m) => ({
        default: m.InstallBanner,
      })),
    'pwa',
  ),
);

/** Routes where the install banner stays away (spec 000 §4 "Install bonus"). */
const NO_INSTALL_BANNER = [
  routePatterns.open,
  routePatterns.upgrades,
  routePatterns.contract,
  routePatterns.battles,
  routePatterns.battlesHistory,
  routePatterns.battle,
  routePatterns.battlesCreate,
];

/** Root route element applying the rules before rendering the matched layout. */
export function RouteRules() {
  const { pathname, search, hash } = useLocation();
  const signedIn = useSignedIn();
  const welcome = useConfig()?.redirectToWelcome === true && !signedIn;
  usePageMeta(pathname);
  usePageViews();
  useNewBuildReload();
  const params = new URLSearchParams(search);
  if (params.has('u_tm') && pathname !== paths.refill())
    return <Navigate to={paths.refill()} replace />;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return (
      <Navigate to={{ pathname: pathname.replace(/\/+$/, '') || '/', search, hash }} replace />
    );
  }
  if (welcome && pathname !== paths.welcome()) return <Navigate to={paths.welcome()} replace />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ExternalSignInReturn />
      <ProjectHandoffArrival />
      <AuthRedirect />
      {signedIn && (
        <Suspense fallback={null}>
          <InstallBanner suppressed={NO_INSTALL_BANNER.some((p) => matchPath(p, pathname))} />
        </Suspense>
      )}
    </>
  );
}

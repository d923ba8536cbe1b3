/**
 * The children of each layout in the route table (spec 000 §2), with their guards: refill pages
 * per sign-in state, battle creation/statistics and provably-fair settings/case history for
 * players only. `handle.analytics: false` opts a page out of page-view tracking (spec 000 §4).
 */
import type { RouteObject } from 'react-router';
import { FrontPage } from '../features/cases/routes/front-page.tsx';
import { FairnessCaseHistoryPage } from '../features/fairness/routes/case-history-page.tsx';
import { FairnessCheckPage } from '../features/fairness/routes/check-page.tsx';
import { FairnessInstructionsPage } from '../features/fairness/routes/instructions-page.tsx';
import { FairnessSettingsPage } from '../features/fairness/routes/settings-page.tsx';
import { OwnProfileRedirect } from '../features/inventory/routes/own-profile-redirect.tsx';
import { ProfilePage } from '../features/inventory/routes/profile-page.tsx';
import { SecurityPanel } from '../features/auth/components/security-panel.tsx';
import { SteamPanel } from '../features/withdraw/components/steam-panel.tsx';
import { OpenPage } from '../features/open/routes/open-page.tsx';
import { FaqPage } from '../features/pages/routes/faq-page.tsx';
import { StaticPage } from '../features/pages/routes/static-page.tsx';
import { WelcomePage } from '../features/pages/routes/welcome-page.tsx';
import { RefillPage } from '../features/refill/routes/refill-page.tsx';
import { RefillResultPage } from '../features/refill/routes/refill-result-page.tsx';
import { RefillUnauthPage } from '../features/refill/routes/refill-unauth-page.tsx';
import { paths, routePatterns as r } from './paths.ts';
import { ComingSoon } from './routes/coming-soon.tsx';
import { FeatureGate } from './routes/feature-gate.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RequireAuth } from './routes/require-auth.tsx';

/** Route handle: `analytics: false` keeps the page out of page-view tracking. */
export interface RouteHandle {
  analytics?: boolean;
}

export const frontRoutes: RouteObject[] = [{ path: r.home, element: <FrontPage /> }];

export const refillRoutes: RouteObject[] = [
  { path: r.refill, element: <RefillPage /> },
  {
    path: r.refillResult,
    element: <RefillResultPage />,
    handle: { analytics: false } satisfies RouteHandle,
  },
  { path: r.refillUnauth, element: <RefillUnauthPage /> },
];

export const battlesRoutes: RouteObject[] = [
  { path: r.battles, element: <ComingSoon area="battles" /> },
  { path: r.battlesDetails, element: <ComingSoon area="battlesDetails" /> },
  { path: r.battlesHistory, element: <ComingSoon area="battlesHistory" /> },
  { path: r.battle, element: <ComingSoon area="battle" /> },
  {
    element: <RequireAuth to={paths.battles()} />,
    children: [
      { path: r.battlesCreate, element: <ComingSoon area="battlesCreate" /> },
      { path: r.battlesStatistics, element: <ComingSoon area="battlesStatistics" /> },
    ],
  },
];

export const eventRoutes: RouteObject[] = [
  { path: r.event, element: <ComingSoon area="event" /> },
  { path: r.eventTop, element: <ComingSoon area="eventTop" /> },
  { path: r.eventNewCases, element: <ComingSoon area="eventNewCases" /> },
  { path: r.eventCoinCases, element: <ComingSoon area="eventCoinCases" /> },
];

export const fairnessRoutes: RouteObject[] = [
  { path: r.fairnessCheck, element: <FairnessCheckPage /> },
  { path: r.fairnessInstructions, element: <FairnessInstructionsPage /> },
  {
    element: <RequireAuth to={paths.fairnessInstructions()} />,
    children: [
      { path: r.fairnessSettings, element: <FairnessSettingsPage /> },
      { path: r.fairnessCaseHistory, element: <FairnessCaseHistoryPage /> },
    ],
  },
];

export const defaultRoutes: RouteObject[] = [
  { path: r.open, element: <OpenPage /> },
  { path: r.profile, element: <OwnProfileRedirect /> },
  {
    path: r.profileOf,
    element: (
      <ProfilePage
        ownPanels={(me) => (
          <>
            <SteamPanel me={me} />
            <SecurityPanel />
          </>
        )}
      />
    ),
  },
  { path: r.welcome, element: <WelcomePage /> },
  { path: r.faq, element: <FaqPage /> },
  { path: r.cookies, element: <StaticPage page="cookies" /> },
  { path: r.contacts, element: <StaticPage page="contacts" /> },
  { path: r.userAgreement, element: <StaticPage page="userAgreement" /> },
  { path: r.eventCondition, element: <StaticPage page="eventCondition" /> },
  { path: r.upgrades, element: <ComingSoon area="upgrades" /> },
  { path: r.contract, element: <ComingSoon area="contract" /> },
  { path: r.dailyCases, element: <ComingSoon area="dailyCases" /> },
  { path: r.leaderboard, element: <ComingSoon area="leaderboard" /> },
  { path: r.offersShop, element: <ComingSoon area="offersShop" /> },
  { path: r.skinExchange, element: <ComingSoon area="skinExchange" /> },
  { path: r.bonuses, element: <ComingSoon area="bonuses" /> },
  {
    element: <FeatureGate flag="techies" />,
    children: [{ path: r.sapper, element: <ComingSoon area="sapper" /> }],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The children of each layout in the route table (spec 000 §2), with their guards: refill pages
 * per sign-in state, battle creation/statistics and provably-fair settings/case history for
 * players only. `handle.analytics: false` opts a page out of page-view tracking (spec 000 §4).
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { FrontPage } from '../features/cases/routes/front-page.tsx';
import { LeaderboardWidgetSlot } from './leaderboard-widget-slot.tsx';
import { paths, routePatterns as r } from './paths.ts';
import type { SoonArea } from './routes/coming-soon.tsx';
import { FeatureGate } from './routes/feature-gate.tsx';
import { RequireAuth } from './routes/require-auth.tsx';

/**
 * A page whose code loads when its route is first matched (React Router's `lazy`): only the front
 * page ships with the entry, so `/` downloads nothing it does not show.
 */
function page(load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}

const soon = (area: SoonArea) =>
  page(() => import('./routes/coming-soon.tsx').then((m) => <m.ComingSoon area={area} />));
const staticPage = (name: 'cookies' | 'contacts' | 'userAgreement' | 'eventCondition') =>
  page(() =>
    import('../features/pages/routes/static-page.tsx').then((m) => <m.StaticPage page={name} />),
  );

/** Route handle: `analytics: false` keeps the page out of page-view tracking. */
export interface RouteHandle {
  analytics?: boolean;
}

export const frontRoutes: RouteObject[] = [
  {
    path: r.home,
    element: (
      <FrontPage>
        <LeaderboardWidgetSlot />
      </FrontPage>
    ),
  },
];

export const refillRoutes: RouteObject[] = [
  {
    path: r.refill,
    ...page(() =>
      import('../features/refill/routes/refill-page.tsx').then((m) => <m.RefillPage />),
    ),
  },
  {
    path: r.refillResult,
    ...page(() =>
      import('../features/refill/routes/refill-result-page.tsx').then((m) => (
        <m.RefillResultPage />
      )),
    ),
    handle: { analytics: false } satisfies RouteHandle,
  },
  {
    path: r.refillUnauth,
    ...page(() =>
      import('../features/refill/routes/refill-unauth-page.tsx').then((m) => (
        <m.RefillUnauthPage />
      )),
    ),
  },
];

export const battlesRoutes: RouteObject[] = [
  {
    path: r.battles,
    ...page(() =>
      import('../features/battles/routes/battles-page.tsx').then((m) => <m.BattlesPage />),
    ),
  },
  {
    path: r.battlesDetails,
    ...page(() =>
      import('../features/battles/routes/details-page.tsx').then((m) => <m.BattlesDetailsPage />),
    ),
  },
  {
    path: r.battlesHistory,
    ...page(() =>
      import('../features/battles/routes/history-page.tsx').then((m) => <m.BattlesHistoryPage />),
    ),
  },
  {
    path: r.battle,
    ...page(() =>
      import('../features/battles/routes/battle-page.tsx').then((m) => <m.BattlePage />),
    ),
  },
  {
    element: <RequireAuth to={paths.battles()} />,
    children: [
      {
        path: r.battlesCreate,
        ...page(() =>
          import('../features/battles/routes/create-page.tsx').then((m) => <m.CreateBattlePage />),
        ),
      },
      {
        path: r.battlesStatistics,
        ...page(() =>
          import('../features/battles/routes/statistics-page.tsx').then((m) => (
            <m.BattlesStatisticsPage />
          )),
        ),
      },
    ],
  },
];

export const eventRoutes: RouteObject[] = [
  { path: r.event, ...soon('event') },
  { path: r.eventTop, ...soon('eventTop') },
  { path: r.eventNewCases, ...soon('eventNewCases') },
  { path: r.eventCoinCases, ...soon('eventCoinCases') },
];

export const fairnessRoutes: RouteObject[] = [
  {
    path: r.fairnessCheck,
    ...page(() =>
      import('../features/fairness/routes/check-page.tsx').then((m) => <m.FairnessCheckPage />),
    ),
  },
  {
    path: r.fairnessInstructions,
    ...page(() =>
      import('../features/fairness/routes/instructions-page.tsx').then((m) => (
        <m.FairnessInstructionsPage />
      )),
    ),
  },
  {
    element: <RequireAuth to={paths.fairnessInstructions()} />,
    children: [
      {
        path: r.fairnessSettings,
        ...page(() =>
          import('../features/fairness/routes/settings-page.tsx').then((m) => (
            <m.FairnessSettingsPage />
          )),
        ),
      },
      {
        path: r.fairnessCaseHistory,
        ...page(() =>
          import('../features/fairness/routes/case-history-page.tsx').then((m) => (
            <m.FairnessCaseHistoryPage />
          )),
        ),
      },
    ],
  },
];

export const defaultRoutes: RouteObject[] = [
  {
    path: r.open,
    ...page(() => import('../features/open/routes/open-page.tsx').then((m) => <m.OpenPage />)),
  },
  {
    path: r.profile,
    ...page(() =>
      import('../features/inventory/routes/own-profile-redirect.tsx').then((m) => (
        <m.OwnProfileRedirect />
      )),
    ),
  },
  {
    path: r.profileOf,
    ...page(async () => {
      const [
        { ProfilePage },
        { SteamPanel },
        { SecurityPanel },
        { OperationsHistory },
        { SaferPlayPanel },
      ] = await Promise.all([
        import('../features/inventory/routes/profile-page.tsx'),
        import('../features/withdraw/components/steam-panel.tsx'),
        import('../features/auth/components/security-panel.tsx'),
        import('../features/operations/components/operations-history.tsx'),
        import('../features/safer-play/components/safer-play-panel.tsx'),
      ]);
      return (
        <ProfilePage
          ownPanels={(me) => (
            <>
              <SteamPanel me={me} />
              <OperationsHistory />
              <SaferPlayPanel />
              <SecurityPanel />
            </>
          )}
        />
      );
    }),
  },
  {
    path: r.welcome,
    ...page(() =>
      import('../features/pages/routes/welcome-page.tsx').then((m) => <m.WelcomePage />),
    ),
  },
  {
    path: r.faq,
    ...page(() => import('../features/pages/routes/faq-page.tsx').then((m) => <m.FaqPage />)),
  },
  { path: r.cookies, ...staticPage('cookies') },
  { path: r.contacts, ...staticPage('contacts') },
  { path: r.userAgreement, ...staticPage('userAgreement') },
  { path: r.eventCondition, ...staticPage('eventCondition') },
  {
    path: r.upgrades,
    ...page(() =>
      import('../features/upgrades/routes/upgrades-page.tsx').then((m) => <m.UpgradesPage />),
    ),
  },
  {
    path: r.contract,
    ...page(() =>
      import('../features/contracts/routes/contract-page.tsx').then((m) => <m.ContractPage />),
    ),
  },
  {
    path: r.dailyCases,
    ...page(() =>
      import('../features/daily/routes/daily-cases-page.tsx').then((m) => <m.DailyCasesPage />),
    ),
  },
  {
    path: r.leaderboard,
    ...page(() =>
      import('../features/leaderboards/routes/leaderboard-page.tsx').then((m) => (
        <m.LeaderboardPage />
      )),
    ),
  },
  { path: r.offersShop, ...soon('offersShop') },
  { path: r.skinExchange, ...soon('skinExchange') },
  {
    path: r.bonuses,
    ...page(() =>
      import('../features/bonuses/routes/bonuses-page.tsx').then((m) => (
        <m.BonusesPage>
          <LeaderboardWidgetSlot />
        </m.BonusesPage>
      )),
    ),
  },
  {
    element: <FeatureGate flag="techies" />,
    children: [
      {
        path: r.sapper,
        ...page(() =>
          import('../features/sapper/routes/sapper-page.tsx').then((m) => <m.SapperPage />),
        ),
      },
    ],
  },
  {
    path: '*',
    ...page(() => import('./routes/not-found.tsx').then((m) => <m.NotFoundPage />)),
  },
];

/**
 * The children of each layout in the route table (spec 000 §2), with their guards: refill pages
 * per sign-in state, battle creation/statistics and provably-fair settings/case history for
 * players only. `handle.analytics: false` opts a page out of page-view tracking (spec 000 §4).
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { FrontPage } from '../features/cases/routes/front-page.tsx';
import { withTexts } from '../i18n/i18n.ts';
import type { TextBundle } from '../i18n/i18n.ts';
import { LeaderboardWidgetSlot } from './leaderboard-widget-slot.tsx';
import { paths, routePatterns as r } from './paths.ts';
import type { SoonArea } from './routes/coming-soon.tsx';
import { FeatureGate } from './routes/feature-gate.tsx';
import { RequireAuth } from './routes/require-auth.tsx';

/**
 * A page whose code and texts (the i18n bundles it names) load when its route is first matched
 * (React Router's `lazy`), before it renders: only the front page ships with the entry, so `/`
 * downloads nothing it does not show.
 */
function page(load: () => Promise<ReactNode>, ...texts: TextBundle[]): Pick<RouteObject, 'lazy'> {
  const loadWithTexts = withTexts(load, ...texts);
  return { lazy: async () => ({ element: await loadWithTexts() }) };
}

const soon = (area: SoonArea) =>
  page(() => import('./routes/coming-soon.tsx').then((m) => <m.ComingSoon area={area} />), 'pages');
const staticPage = (name: 'cookies' | 'contacts' | 'userAgreement' | 'eventCondition') =>
  page(
    () =>
      import('../features/pages/routes/static-page.tsx').then((m) => <m.StaticPage page={name} />),
    'pages',
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
    ...page(
      () => import('../features/refill/routes/refill-page.tsx').then((m) => <m.RefillPage />),
      'refill',
    ),
  },
  {
    path: r.refillResult,
    ...page(
      () =>
        import('../features/refill/routes/refill-result-page.tsx').then((m) => (
          <m.RefillResultPage />
        )),
      'refill',
    ),
    handle: { analytics: false } satisfies RouteHandle,
  },
  {
    path: r.refillUnauth,
    ...page(
      () =>
        import('../features/refill/routes/refill-unauth-page.tsx').then((m) => (
          <m.RefillUnauthPage />
        )),
      'refill',
    ),
  },
];

export const battlesRoutes: RouteObject[] = [
  {
    path: r.battles,
    ...page(
      () => import('../features/battles/routes/battles-page.tsx').then((m) => <m.BattlesPage />),
      'battles',
    ),
  },
  {
    path: r.battlesDetails,
    ...page(
      () =>
        import('../features/battles/routes/details-page.tsx').then((m) => <m.BattlesDetailsPage />),
      'battles',
    ),
  },
  {
    path: r.battlesHistory,
    ...page(
      () =>
        import('../features/battles/routes/history-page.tsx').then((m) => <m.BattlesHistoryPage />),
      'battles',
    ),
  },
  {
    path: r.battle,
    ...page(
      () => import('../features/battles/routes/battle-page.tsx').then((m) => <m.BattlePage />),
      'battles',
      'games',
    ),
  },
  {
    element: <RequireAuth to={paths.battles()} />,
    children: [
      {
        path: r.battlesCreate,
        ...page(
          () =>
            import('../features/battles/routes/create-page.tsx').then((m) => (
              <m.CreateBattlePage />
            )),
          'battles',
        ),
      },
      {
        path: r.battlesStatistics,
        ...page(
          () =>
            import('../features/battles/routes/statistics-page.tsx').then((m) => (
              <m.BattlesStatisticsPage />
            )),
          'battles',
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
    ...page(
      () =>
        import('../features/fairness/routes/check-page.tsx').then((m) => <m.FairnessCheckPage />),
      'fairness',
      'games',
    ),
  },
  {
    path: r.fairnessInstructions,
    ...page(
      () =>
        import('../features/fairness/routes/instructions-page.tsx').then((m) => (
          <m.FairnessInstructionsPage />
        )),
      'fairness',
    ),
  },
  {
    element: <RequireAuth to={paths.fairnessInstructions()} />,
    children: [
      {
        path: r.fairnessSettings,
        ...page(
          () =>
            import('../features/fairness/routes/settings-page.tsx').then((m) => (
              <m.FairnessSettingsPage />
            )),
          'fairness',
          'games',
        ),
      },
      {
        path: r.fairnessCaseHistory,
        ...page(
          () =>
            import('../features/fairness/routes/case-history-page.tsx').then((m) => (
              <m.FairnessCaseHistoryPage />
            )),
          'fairness',
          'games',
        ),
      },
    ],
  },
];

export const defaultRoutes: RouteObject[] = [
  {
    path: r.open,
    ...page(
      () => import('../features/open/routes/open-page.tsx').then((m) => <m.OpenPage />),
      'open',
      'games',
    ),
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
    ...page(
      async () => {
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
      },
      'profile',
      'games',
    ),
  },
  {
    path: r.welcome,
    ...page(
      () => import('../features/pages/routes/welcome-page.tsx').then((m) => <m.WelcomePage />),
      'pages',
    ),
  },
  {
    path: r.faq,
    ...page(
      () => import('../features/pages/routes/faq-page.tsx').then((m) => <m.FaqPage />),
      'pages',
    ),
  },
  { path: r.cookies, ...staticPage('cookies') },
  { path: r.contacts, ...staticPage('contacts') },
  { path: r.userAgreement, ...staticPage('userAgreement') },
  { path: r.eventCondition, ...staticPage('eventCondition') },
  {
    path: r.upgrades,
    ...page(
      () => import('../features/upgrades/routes/upgrades-page.tsx').then((m) => <m.UpgradesPage />),
      'upgrades',
      'games',
    ),
  },
  {
    path: r.contract,
    ...page(
      () =>
        import('../features/contracts/routes/contract-page.tsx').then((m) => <m.ContractPage />),
      'contracts',
      'games',
    ),
  },
  {
    path: r.dailyCases,
    ...page(
      () =>
        import('../features/daily/routes/daily-cases-page.tsx').then((m) => <m.DailyCasesPage />),
      'daily',
    ),
  },
  {
    path: r.leaderboard,
    ...page(
      () =>
        import('../features/leaderboards/routes/leaderboard-page.tsx').then((m) => (
          <m.LeaderboardPage />
        )),
      'leaderboards',
    ),
  },
  { path: r.offersShop, ...soon('offersShop') },
  { path: r.skinExchange, ...soon('skinExchange') },
  {
    path: r.bonuses,
    ...page(
      () =>
        import('../features/bonuses/routes/bonuses-page.tsx').then((m) => (
          <m.BonusesPage>
            <LeaderboardWidgetSlot />
          </m.BonusesPage>
        )),
      'bonuses',
    ),
  },
  {
    element: <FeatureGate flag="techies" />,
    children: [
      {
        path: r.sapper,
        ...page(
          () => import('../features/sapper/routes/sapper-page.tsx').then((m) => <m.SapperPage />),
          'sapper',
          'games',
        ),
      },
    ],
  },
  {
    path: '*',
    ...page(() => import('./routes/not-found.tsx').then((m) => <m.NotFoundPage />)),
  },
];

/**
 * The children of each layout in the route table (spec 000 §2), with their guards: refill pages
 * per sign-in state, battle creation/statistics and provably-fair settings/case history for
 * players only. `handle.analytics: false` opts a page out of page-view tracking (spec 000 §4).
 */
import type { RouteObject } from 'react-router';
import { FrontPage } from '../features/cases/routes/front-page.tsx';
import { LeaderboardWidgetSlot } from './leaderboard-widget-slot.tsx';
import { paths, routePatterns as r } from '../shared/paths.ts';
import { page, type RouteHandle } from './route-page.tsx';
import { RequireAuth } from './routes/require-auth.tsx';

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
  {
    path: r.event,
    ...page(
      () =>
        import('../features/event/routes/overview-page.tsx').then((m) => <m.EventOverviewPage />),
      'event',
    ),
  },
  {
    path: r.eventTop,
    ...page(
      () => import('../features/event/routes/top-page.tsx').then((m) => <m.EventTopPage />),
      'event',
    ),
  },
  {
    path: r.eventNewCases,
    ...page(
      () =>
        import('../features/event/routes/event-cases-page.tsx').then((m) => (
          <m.EventCasesPage kind="new" />
        )),
      'event',
    ),
  },
  {
    path: r.eventCoinCases,
    ...page(
      () =>
        import('../features/event/routes/event-cases-page.tsx').then((m) => (
          <m.EventCasesPage kind="coin" />
        )),
      'event',
    ),
  },
  {
    path: r.eventBattlePass,
    ...page(
      () =>
        import('../features/event/routes/battle-pass-page.tsx').then((m) => <m.BattlePassPage />),
      'event',
    ),
  },
  {
    path: r.eventRaffle,
    ...page(
      () =>
        import('../features/event/routes/raffle-result-page.tsx').then((m) => (
          <m.RaffleResultPage />
        )),
      'event',
    ),
  },
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

/**
 * The default layout's children in the route table (spec 000 §2): opening, profiles, the item games,
 * leaderboards, bonuses, daily cases, the secret shop and skin exchange, the legal pages, with their guards.
 */
import type { RouteObject } from 'react-router';
import { LeaderboardWidgetSlot } from './leaderboard-widget-slot.tsx';
import { FeatureGate } from './routes/feature-gate.tsx';
import { page, staticPage } from './route-page.tsx';
import { routePatterns as r } from '../shared/paths.ts';

export const defaultRoutes: RouteObject[] = [
  // The console's first owner (issue 48): a shop page, so a player signs in here as anywhere in the shop; beside
  // the console's own routes under /admin, which show non-staff the shop's 404.
  {
    path: r.consoleSetup,
    ...page(
      () => import('../features/console/routes/setup-page.tsx').then((m) => <m.ConsoleSetupPage />),
      'console',
    ),
  },
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
          { SubscriptionsPanel },
        ] = await Promise.all([
          import('../features/inventory/routes/profile-page.tsx'),
          import('../features/withdraw/components/steam-panel.tsx'),
          import('../features/auth/components/security-panel.tsx'),
          import('../features/operations/components/operations-history.tsx'),
          import('../features/safer-play/components/safer-play-panel.tsx'),
          import('../features/subscriptions/components/subscriptions-panel.tsx'),
        ]);
        return (
          <ProfilePage
            ownPanels={(me) => (
              <>
                <SteamPanel me={me} />
                <OperationsHistory />
                <SaferPlayPanel />
                <SubscriptionsPanel />
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
  {
    path: r.offersShop,
    ...page(
      () =>
        import('../features/offers/routes/offers-shop-page.tsx').then((m) => <m.OffersShopPage />),
      'offers',
    ),
  },
  {
    path: r.secretShop,
    ...page(
      () =>
        import('../features/secret-shop/routes/secret-shop-page.tsx').then((m) => (
          <m.SecretShopPage />
        )),
      'secret-shop',
      'games',
    ),
  },
  {
    path: r.skinExchange,
    ...page(
      () =>
        import('../features/exchange/routes/skin-exchange-page.tsx').then((m) => (
          <m.SkinExchangePage />
        )),
      'exchange',
      'games',
    ),
  },
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

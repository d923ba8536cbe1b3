/**
 * The operator console's routes under /admin (issue 30; docs/console.md), each page lazily loaded with its
 * text bundles; router.tsx mounts them in the console's own frame.
 */
import type { RouteObject } from 'react-router';
import { routePatterns as r } from '../shared/paths.ts';
import { page } from './route-page.tsx';

/**
 * The operator console under /admin (issue 30): its sections, each behind its right inside the page;
 * any other /admin path is the console's own "section not found".
 */
export const consoleRoutes: RouteObject[] = [
  {
    index: true,
    ...page(
      () =>
        import('../features/console/routes/console-home.tsx').then((m) => <m.ConsoleHomePage />),
      'console',
    ),
  },
  {
    path: r.consoleTechWork,
    ...page(
      () => import('../features/console/routes/tech-work-page.tsx').then((m) => <m.TechWorkPage />),
      'console',
    ),
  },
  {
    path: r.consoleDashboard,
    ...page(
      () =>
        import('../features/console/routes/dashboard-page.tsx').then((m) => <m.DashboardPage />),
      'console',
    ),
  },
  {
    path: r.consoleSettings,
    ...page(
      () => import('../features/console/routes/settings-page.tsx').then((m) => <m.SettingsPage />),
      'console',
    ),
  },
  {
    path: r.consoleAudit,
    ...page(
      () => import('../features/console/routes/audit-page.tsx').then((m) => <m.AuditPage />),
      'console',
    ),
  },
  {
    path: r.consoleStaff,
    ...page(
      () => import('../features/console/routes/staff-page.tsx').then((m) => <m.StaffPage />),
      'console',
    ),
  },
  {
    path: r.consolePlayers,
    ...page(
      () => import('../features/console/routes/players-page.tsx').then((m) => <m.PlayersPage />),
      'console',
    ),
  },
  {
    path: r.consolePlayer,
    ...page(
      () => import('../features/console/routes/player-page.tsx').then((m) => <m.PlayerPage />),
      'console',
    ),
  },
  {
    path: r.consoleWithdrawals,
    ...page(
      () =>
        import('../features/console/routes/withdrawals-page.tsx').then((m) => (
          <m.WithdrawalsPage />
        )),
      'console',
    ),
  },
  {
    path: r.consoleOrders,
    ...page(
      () => import('../features/console/routes/orders-page.tsx').then((m) => <m.OrdersPage />),
      'console',
    ),
  },
  {
    path: r.consoleOrder,
    ...page(
      () => import('../features/console/routes/order-page.tsx').then((m) => <m.OrderPage />),
      'console',
    ),
  },
  {
    path: r.consoleCases,
    ...page(
      () =>
        import('../features/console/routes/catalog-cases-page.tsx').then((m) => (
          <m.CatalogCasesPage />
        )),
      'console',
      'games',
    ),
  },
  {
    path: r.consoleCase,
    ...page(
      () =>
        import('../features/console/routes/case-editor-page.tsx').then((m) => <m.CaseEditorPage />),
      'console',
      'games',
    ),
  },
  {
    path: r.consoleItems,
    ...page(
      () =>
        import('../features/console/routes/catalog-items-page.tsx').then((m) => (
          <m.CatalogItemsPage />
        )),
      'console',
      'games',
    ),
  },
  {
    path: r.consoleSections,
    ...page(
      () =>
        import('../features/console/routes/catalog-sections-page.tsx').then((m) => (
          <m.CatalogSectionsPage />
        )),
      'console',
      'games',
    ),
  },
  {
    path: r.consoleSupport,
    ...page(
      () =>
        import('../features/console/routes/support-inbox-page.tsx').then((m) => (
          <m.SupportInboxPage />
        )),
      'console',
    ),
  },
  {
    path: r.consoleSupportConversation,
    ...page(
      () =>
        import('../features/console/routes/support-conversation-page.tsx').then((m) => (
          <m.SupportConversationPage />
        )),
      'console',
    ),
  },
  {
    path: r.consolePromo,
    ...page(
      () => import('../features/console/routes/promo-page.tsx').then((m) => <m.PromoPage />),
      'console',
    ),
  },
  {
    path: r.consoleTexts,
    ...page(
      () => import('../features/console/routes/texts-page.tsx').then((m) => <m.TextsPage />),
      'console',
    ),
  },
  {
    path: r.consoleLeaderboards,
    ...page(
      () =>
        import('../features/console/routes/leaderboards-page.tsx').then((m) => (
          <m.LeaderboardsPage />
        )),
      'console',
    ),
  },
  {
    path: r.consoleSeason,
    ...page(
      () => import('../features/console/routes/season-page.tsx').then((m) => <m.SeasonPage />),
      'console',
    ),
  },
  {
    path: r.consoleOffers,
    ...page(
      () => import('../features/console/routes/offers-page.tsx').then((m) => <m.OffersPage />),
      'console',
    ),
  },
  {
    path: r.consoleApprovals,
    ...page(
      () =>
        import('../features/console/routes/approvals-page.tsx').then((m) => <m.ApprovalsPage />),
      'console',
    ),
  },
  {
    path: r.consoleAny,
    ...page(
      () =>
        import('../features/console/routes/console-not-found.tsx').then((m) => (
          <m.ConsoleNotFoundPage />
        )),
      'console',
    ),
  },
];

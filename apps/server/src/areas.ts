/**
 * The composition of the areas (ARCHITECTURE layout; docs/architecture.md): registers every module's
 * routes in one app, and wires what one area asks of another synchronously — each module declares
 * its own port interface (`modules/<area>/ports.ts`) and only this file, the composition root beside
 * app.ts, knows whose function fills it. Reactions after a commit go through `app.events` instead
 * (kernel/events.ts). No module imports another module; lint enforces it (eslint.config.js).
 */
import type { FeatureFlag } from '@cases/domain/api/platform';
import type { App, AppDeps } from './platform/types.ts';
import { behindSwitch } from './platform/feature-gate.ts';
import { featureOn } from './kernel/site/runtime.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { apiDocsRoutes } from './modules/api-docs/routes.ts';
import { externalAuthRoutes } from './modules/auth/external/routes.ts';
import { projectHandoffRoutes } from './modules/auth/handoff/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { battlesRoutes } from './modules/battles/routes.ts';
import { finishedBattlesCount } from './modules/battles/stats.ts';
import { battlesDaily } from './modules/battles/daily.ts';
import { levelCaseStatus } from './modules/cases/level-cases.ts';
import { openCase } from './modules/cases/open.ts';
import { casesRoutes } from './modules/cases/routes.ts';
import { consoleRoutes } from './modules/console/routes.ts';
import { battlesAdminRoutes } from './modules/battles/admin-routes.ts';
import { contractsAdminRoutes } from './modules/contracts/admin-routes.ts';
import { inventoryAdminRoutes } from './modules/inventory/admin-routes.ts';
import { limitsAdminRoutes } from './modules/limits/admin-routes.ts';
import { sapperAdminRoutes } from './modules/sapper/admin-routes.ts';
import { upgradesAdminRoutes } from './modules/upgrades/admin-routes.ts';
import { contractsRoutes } from './modules/contracts/routes.ts';
import { contractsDaily } from './modules/contracts/stats.ts';
import { dailyRoutes } from './modules/daily/routes.ts';
import { fairnessRoutes } from './modules/fairness/routes.ts';
import { replacementsRoutes } from './modules/inventory/replacements-routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { salesRoutes } from './modules/inventory/sales-routes.ts';
import { unseenRewards } from './modules/leaderboards/rewards.ts';
import { leaderboardsRoutes } from './modules/leaderboards/routes.ts';
import { limitsRoutes } from './modules/limits/routes.ts';
import { depositLimitRefusal } from './modules/limits/service.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { localizationRoutes } from './modules/localization/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { missionsRoutes } from './modules/missions/routes.ts';
import { monitoringRoutes } from './modules/monitoring/routes.ts';
import { exchangeRoutes } from './modules/exchange/routes.ts';
import { offersRoutes } from './modules/offers/routes.ts';
import { secretShopRoutes } from './modules/secret-shop/routes.ts';
import { offerTriggersOf } from './modules/offers/stats.ts';
import { paymentsModule } from './modules/payments/module.ts';
import { applyDepositPromo } from './modules/promo/deposit-bonus.ts';
import { changedMinimumOf } from './modules/experiments/minimum.ts';
import { experimentsRoutes } from './modules/experiments/routes.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { activePromo } from './modules/promo/service.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { raffleRoutes } from './modules/raffle/routes.ts';
import { ticketsOf } from './modules/raffle/tickets.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { refuseWhileMinesOpen } from './modules/sapper/rotation-guard.ts';
import { minesDaily } from './modules/sapper/daily.ts';
import { sapperRoutes } from './modules/sapper/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { seasonRoutes } from './modules/season/routes.ts';
import type { SeasonPorts } from './modules/season/ports.ts';
import { upgradesCount } from './modules/upgrades/history.ts';
import { upgradesDaily } from './modules/upgrades/daily.ts';
import { caseOpeningsDaily } from './kernel/inventory/case-stats.ts';
import { activePlayersDaily, depositsDaily, newPlayersDaily } from './kernel/players/daily.ts';
import { upgradesRoutes } from './modules/upgrades/routes.ts';
import { operationsRoutes } from './modules/users/operations-routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { subscriptionsRoutes } from './modules/users/subscriptions-routes.ts';
import { userStatsRoutes } from './modules/users/stats-routes.ts';
import { openWithdrawals } from './modules/withdrawals/open-withdrawals.ts';
import { purchasesDaily, withdrawalsDaily } from './modules/withdrawals/daily.ts';
import { withdrawalsRoutes } from './modules/withdrawals/routes.ts';

/** Registers every area on `app` (after the platform's plugins and `app.events`). */
export function registerAreas(app: App, deps: AppDeps): void {
  // An area behind a feature flag (spec 000 §1) keeps its routes registered; while the flag is off (the
  // environment's default or the console's override, read at request time, issue 30) they answer as an unknown path.
  const whileOn = (flag: FeatureFlag, register: () => void) =>
    behindSwitch(app, () => featureOn(deps.db, deps.config.ui, flag), register);
  const usersPorts = { activePromo, levelCaseStatus };

  monitoringRoutes(app, deps);
  apiDocsRoutes(app, deps);
  consoleRoutes(app, deps);
  authRoutes(app, deps);
  usersRoutes(app, deps, usersPorts);
  subscriptionsRoutes(app, deps);
  casesRoutes(app, deps);
  fairnessRoutes(app, deps, { beforeRotate: refuseWhileMinesOpen });
  inventoryRoutes(app, deps, {
    openWithdrawals: (db, ids) => openWithdrawals(db, ids, deps.config.project.id),
  });
  salesRoutes(app, deps);
  replacementsRoutes(app, deps);
  paymentsModule(app, deps, {
    depositLimitRefusal,
    applyDepositPromo,
    changedMinimum: (userId) => changedMinimumOf(deps.db, deps.config, userId),
  });
  experimentsRoutes(app, deps);
  promoRoutes(app, deps);
  limitsRoutes(app, deps);
  liveRoutes(app, deps, {
    upgradesPlayed: (db) => upgradesCount(db, null),
    battlesFinished: finishedBattlesCount,
  });
  mediaRoutes(app, deps);
  userStatsRoutes(app, deps);
  operationsRoutes(app, deps);
  localizationRoutes(app, deps);
  seoRoutes(app, deps);
  analyticsRoutes(app, deps);
  siteRoutes(app, deps);
  supportRoutes(app, deps);
  externalAuthRoutes(app, deps);
  realtimeRoutes(app, deps);
  withdrawalsRoutes(app, deps);
  upgradesRoutes(app, deps);
  contractsRoutes(app, deps);
  leaderboardsRoutes(app, deps);
  raffleRoutes(app, deps);
  offersRoutes(app, deps);
  exchangeRoutes(app, deps);
  // A player's lists in the console (issue 30 "Players"), each from the area owning its table; battles and
  // mines included whatever their feature flags say (support reads the history either way).
  inventoryAdminRoutes(app, deps);
  battlesAdminRoutes(app, deps);
  upgradesAdminRoutes(app, deps);
  contractsAdminRoutes(app, deps);
  sapperAdminRoutes(app, deps);
  limitsAdminRoutes(app, deps);
  // The secret shop while its feature flag is on (spec 000 §1: on by default); else its calls 404.
  whileOn('secret_shop', () => secretShopRoutes(app, deps));
  // The project switcher's hand-off while its flag is on (issue 34: off by default); the other project's
  // POST /nitro-api/login takes a token whatever this flag says there.
  whileOn('project_switcher', () => projectHandoffRoutes(app, deps));
  // The pass's task progress is kept by triggers as each play is recorded (migration 0037, issue 43); raffle
  // tickets follow the deposit rule of free cases (issue 44).
  const seasonPorts: SeasonPorts = {
    ticketsOf: (db, userId) => ticketsOf(db, userId, deps.config.deposits.freeCaseDays),
  };
  seasonRoutes(app, deps, seasonPorts);
  missionsRoutes(app, deps);
  pushRoutes(app, deps);
  dailyRoutes(app, deps, {
    openCase,
    unseenRewards,
    offerTriggers: offerTriggersOf(deps.config.shops.offers),
  });
  // Techies mines only while its feature flag is on (spec 000 §1: off by default); else its calls 404.
  whileOn('techies', () => sapperRoutes(app, deps));
  // Case battles while their feature flag is on (spec 000 §1: on by default); else their calls 404.
  whileOn('battles', () => battlesRoutes(app, deps));
  // The console's dashboard reads each area's figures per day (issue 30 "Dashboard").
  const games = deps.config.itemGames;
  reportsRoutes(app, deps, {
    games: {
      cases: caseOpeningsDaily,
      battles: battlesDaily,
      upgrades: (db, from) => upgradesDaily(db, from, games.upgrade.pityShare),
      contracts: (db, from) => contractsDaily(db, from, games.contract.houseEdge),
      mines: minesDaily,
    },
    deposits: depositsDaily,
    withdrawals: withdrawalsDaily,
    purchases: purchasesDaily,
    activePlayers: activePlayersDaily,
    newPlayers: newPlayersDaily,
  });
}

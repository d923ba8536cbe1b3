/**
 * The composition of the areas (ARCHITECTURE layout; docs/architecture.md): registers every module's
 * routes in one app, and wires what one area asks of another synchronously — each module declares
 * its own port interface (`modules/<area>/ports.ts`) and only this file, the composition root beside
 * app.ts, knows whose function fills it. Reactions after a commit go through `app.events` instead
 * (kernel/events.ts). No module imports another module; lint enforces it (eslint.config.js).
 */
import { FEATURE_FLAGS } from '@cases/domain/api/platform';
import type { App, AppDeps } from './platform/types.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { externalAuthRoutes } from './modules/auth/external/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { battlesRoutes } from './modules/battles/routes.ts';
import { battleFigures, battlesPlayedIn, finishedBattlesCount } from './modules/battles/stats.ts';
import { levelCaseStatus } from './modules/cases/level-cases.ts';
import { openCase } from './modules/cases/open.ts';
import { casesRoutes } from './modules/cases/routes.ts';
import { consoleRoutes } from './modules/console/routes.ts';
import { contractsRoutes } from './modules/contracts/routes.ts';
import { contractsIn } from './modules/contracts/stats.ts';
import { dailyRoutes } from './modules/daily/routes.ts';
import { fairnessRoutes } from './modules/fairness/routes.ts';
import { replacementsRoutes } from './modules/inventory/replacements-routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { salesRoutes } from './modules/inventory/sales-routes.ts';
import { unseenRewards } from './modules/leaderboards/rewards.ts';
import { leaderboardsRoutes } from './modules/leaderboards/routes.ts';
import { limitsRoutes } from './modules/limits/routes.ts';
import { requireWithinLimits } from './modules/limits/service.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { localizationRoutes } from './modules/localization/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { missionsClaimedIn } from './modules/missions/progress.ts';
import { missionsRoutes } from './modules/missions/routes.ts';
import { monitoringRoutes } from './modules/monitoring/routes.ts';
import { exchangeRoutes } from './modules/exchange/routes.ts';
import { offersRoutes } from './modules/offers/routes.ts';
import { secretShopRoutes } from './modules/secret-shop/routes.ts';
import { offerTriggersOf, offersBoughtIn } from './modules/offers/stats.ts';
import { paymentsModule } from './modules/payments/module.ts';
import { applyDepositPromo } from './modules/promo/deposit-bonus.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { activePromo } from './modules/promo/service.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { raffleRoutes } from './modules/raffle/routes.ts';
import { ticketsOf } from './modules/raffle/tickets.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { refuseWhileMinesOpen } from './modules/sapper/rotation-guard.ts';
import { sapperRoutes } from './modules/sapper/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { seasonRoutes } from './modules/season/routes.ts';
import type { SeasonPorts } from './modules/season/ports.ts';
import { upgradesCount, upgradesIn } from './modules/upgrades/history.ts';
import { paidCaseDropsIn } from './kernel/inventory/case-drops.ts';
import { depositsIn } from './kernel/players/deposits.ts';
import { upgradesRoutes } from './modules/upgrades/routes.ts';
import { operationsRoutes } from './modules/users/operations-routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { userStatsRoutes } from './modules/users/stats-routes.ts';
import { openWithdrawals } from './modules/withdrawals/open-withdrawals.ts';
import { withdrawalsRoutes } from './modules/withdrawals/routes.ts';

/** Registers every area on `app` (after the platform's plugins and `app.events`). */
export function registerAreas(app: App, deps: AppDeps): void {
  const flags = { ...FEATURE_FLAGS, ...deps.config.ui.featureFlags };
  const usersPorts = { activePromo, levelCaseStatus, upgradesCount, battleFigures };

  monitoringRoutes(app, deps);
  consoleRoutes(app, deps);
  authRoutes(app, deps);
  usersRoutes(app, deps, usersPorts);
  casesRoutes(app, deps);
  fairnessRoutes(app, deps, { beforeRotate: refuseWhileMinesOpen });
  inventoryRoutes(app, deps, { openWithdrawals });
  salesRoutes(app, deps);
  replacementsRoutes(app, deps);
  paymentsModule(app, deps, { requireWithinLimits, activePromo, applyDepositPromo });
  promoRoutes(app, deps);
  limitsRoutes(app, deps);
  liveRoutes(app, deps, {
    upgradesPlayed: (db) => upgradesCount(db, null),
    battlesFinished: finishedBattlesCount,
  });
  mediaRoutes(app, deps);
  userStatsRoutes(app, deps, usersPorts);
  operationsRoutes(app, deps);
  localizationRoutes(app, deps);
  seoRoutes(app, deps);
  analyticsRoutes(app, deps);
  siteRoutes(app, deps);
  externalAuthRoutes(app, deps);
  realtimeRoutes(app, deps);
  withdrawalsRoutes(app, deps);
  upgradesRoutes(app, deps);
  contractsRoutes(app, deps);
  leaderboardsRoutes(app, deps);
  raffleRoutes(app, deps);
  offersRoutes(app, deps);
  exchangeRoutes(app, deps);
  // The secret shop while its feature flag is on (spec 000 §1: on by default); else its calls 404.
  if (flags.secret_shop) secretShopRoutes(app, deps);
  // The battle pass counts each task from the tables of the area it is about (issues 28, 29).
  const seasonPorts: SeasonPorts = {
    taskProgress: {
      battle: battlesPlayedIn,
      case: paidCaseDropsIn,
      contracts: contractsIn,
      money: depositsIn,
      offer: offersBoughtIn,
      subscribe: missionsClaimedIn,
      upgrade: upgradesIn,
    },
    ticketsOf,
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
  if (flags.techies) sapperRoutes(app, deps);
  // Case battles while their feature flag is on (spec 000 §1: on by default); else their calls 404.
  if (flags.battles) battlesRoutes(app, deps);
}

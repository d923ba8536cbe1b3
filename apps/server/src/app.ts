/**
 * buildApp(deps): the whole HTTP application as a Fastify instance that never listens.
 * main.ts wraps it for production, the test helper for `app.inject()` (STYLE "The app is a plugin").
 */
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerCompression } from './platform/compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { registerBodyDrain } from './platform/body-drain.ts';
import { recordRoutes } from './platform/route-table.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import type { App, AppDeps } from './platform/types.ts';
import { registerWeb } from './platform/web.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { createMetrics, registerMetrics } from './platform/metrics.ts';
import { registerOverloadShedding } from './platform/overload.ts';
import { registerAdmission } from './platform/admission.ts';
import { startJobs } from './platform/jobs.ts';
import { registerExclusionHooks } from './platform/exclusion-hooks.ts';
import { registerJobMetrics } from './platform/jobs-metrics.ts';
import { monitoringRoutes } from './modules/monitoring/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { casesRoutes } from './modules/cases/routes.ts';
import { fairnessRoutes } from './modules/fairness/routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { replacementsRoutes } from './modules/inventory/replacements-routes.ts';
import { salesRoutes } from './modules/inventory/sales-routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { paymentsModule } from './modules/payments/module.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { limitsRoutes } from './modules/limits/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { userStatsRoutes } from './modules/users/stats-routes.ts';
import { operationsRoutes } from './modules/users/operations-routes.ts';
import { bonusRoutes } from './modules/bonus/routes.ts';
import { localizationRoutes } from './modules/localization/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { externalAuthRoutes } from './modules/auth/external/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { withdrawalsRoutes } from './modules/withdrawals/routes.ts';
import { battlesRoutes } from './modules/battles/routes.ts';
import { upgradesRoutes } from './modules/upgrades/routes.ts';
import { contractsRoutes } from './modules/contracts/routes.ts';
import { sapperRoutes } from './modules/sapper/routes.ts';
import { leaderboardsRoutes } from './modules/leaderboards/routes.ts';
import { missionsRoutes } from './modules/missions/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { dailyRoutes } from './modules/daily/routes.ts';
import { FEATURE_FLAGS } from '@cases/domain/api/platform';

/** The start-up warning while the sandbox provider is on (issue 8 "Secrets and test money"). */
export const SANDBOX_WARNING =
  'PAYMENTS_SANDBOX is on: the sandbox provider credits any amount without payment (test money). Set PAYMENTS_SANDBOX=false in production.';

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<App> {
  if (
    !deps.config.auth.secret ||
    (deps.config.payments.sandbox && !deps.config.payments.sandboxSecret)
  )
    throw new Error(
      'buildApp: secrets missing; pass the config through withSecrets(db, config) first',
    );
  const app = Fastify({
    bodyLimit: 64 * 1024,
    // X-Forwarded-* are believed only from the proxies the operator named (TRUST_PROXY, issue 8).
    trustProxy: deps.config.trustProxy,
    // Router and HTTP-parser failures answer in the error envelope too.
    frameworkErrors,
    clientErrorHandler,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);
  registerMetrics(app, createMetrics());
  registerErrorHandling(app);
  registerInputGuard(app);
  registerBodyDrain(app);
  await registerSecurityHeaders(app, deps.config);
  await registerCompression(app);
  await app.register(formbody);
  await app.register(cookie);
  await registerRateLimit(app, deps.config);
  await registerOverloadShedding(app, deps.config);
  registerAdmission(app, deps.config.ops.admission);
  // The durable job queue every module sends its background work to (issue 14).
  const jobs = await startJobs(deps.db, {
    ...deps.config.ops.jobs,
    stopTimeoutMs: deps.config.ops.shutdownTimeoutMs,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  registerExclusionHooks(app);
  app.addHook('onClose', () => jobs.stop());
  registerJobMetrics(app.metrics.registry, jobs);

  for (const routes of [
    monitoringRoutes,
    authRoutes,
    usersRoutes,
    casesRoutes,
    fairnessRoutes,
    inventoryRoutes,
    salesRoutes,
    replacementsRoutes,
    paymentsModule,
    promoRoutes,
    limitsRoutes,
    liveRoutes,
    mediaRoutes,
    userStatsRoutes,
    operationsRoutes,
    bonusRoutes,
    localizationRoutes,
    seoRoutes,
    analyticsRoutes,
    siteRoutes,
    externalAuthRoutes,
    realtimeRoutes,
    withdrawalsRoutes,
    upgradesRoutes,
    contractsRoutes,
    leaderboardsRoutes,
    missionsRoutes,
    pushRoutes,
    dailyRoutes,
  ]) {
    routes(app, deps);
  }
  // Techies mines only while its feature flag is on (spec 000 §1: off by default); else its calls 404.
  if ({ ...FEATURE_FLAGS, ...deps.config.ui.featureFlags }.techies) sapperRoutes(app, deps);
  // Case battles while their feature flag is on (spec 000 §1: on by default); else their calls 404.
  if ({ ...FEATURE_FLAGS, ...deps.config.ui.featureFlags }.battles) battlesRoutes(app, deps);
  await jobs.ready();
  await registerWeb(app, deps.db, deps.config.webDist);
  // Test money must never go unnoticed in production: every start with the sandbox on says so.
  if (deps.config.payments.sandbox) app.log.warn(SANDBOX_WARNING);
  return app;
}

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
import { registerSessionCookies } from './platform/session-cookie.ts';
import { registerAuthHook } from './platform/auth-hook.ts';
import { registerCompression } from './platform/compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { createErrorReporter } from './platform/error-reporting.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { registerBodyDrain } from './platform/body-drain.ts';
import { recordRoutes } from './platform/route-table.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerResponseCheck } from './platform/response-check.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import type { App, AppDeps } from './platform/types.ts';
import { registerWeb } from './platform/web.ts';
import { registerAreas } from './areas.ts';
import { createApprovals } from './kernel/staff/approvals.ts';
import { seoPages } from './modules/seo/pages.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { createMetrics, registerMetrics } from './platform/metrics.ts';
import { registerOverloadShedding } from './platform/overload.ts';
import { registerAdmission } from './platform/admission.ts';
import { startJobs } from './platform/jobs.ts';
import { registerDueWork } from './platform/due-work.ts';
import { registerExclusionHooks } from './platform/exclusion-hooks.ts';
import { createEventBus } from './platform/events.ts';
import type { AppEvents } from './kernel/events.ts';
import { registerJobMetrics } from './platform/jobs-metrics.ts';

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
  // The OpenAPI document's route collector (issue 33): before any route is added.
  await registerOpenApi(app);
  // Tests only: every JSON answer checked against the route's declared schemas (issue 33).
  if (deps.checkResponses) registerResponseCheck(app);
  registerMetrics(app, createMetrics());
  // Sentry when SENTRY_DSN is set (issue 31); otherwise its SDK is never loaded.
  registerErrorHandling(app, await createErrorReporter(deps.config.ops.errorReporting));
  registerInputGuard(app);
  registerBodyDrain(app);
  await registerSecurityHeaders(app, deps.config);
  await registerCompression(app);
  await app.register(formbody);
  await app.register(cookie);
  registerSessionCookies(app, deps.config);
  await registerRateLimit(app, deps.config);
  await registerOverloadShedding(app, deps.config, deps.loopDelay);
  registerAdmission(app, deps.config.ops.admission);
  // A declared `auth: 'required'` answers a visitor 401 before anything else (route-config.ts).
  registerAuthHook(app);
  // The durable job queue every module sends its background work to (issue 14).
  const jobs = await startJobs(deps.db, {
    ...deps.config.ops.jobs,
    stopTimeoutMs: deps.config.ops.shutdownTimeoutMs,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  registerExclusionHooks(app);
  registerDueWork(app, deps.config.ops.testHooks);
  // Areas tell each other what happened through events published after commit (kernel/events.ts).
  app.decorate('events', createEventBus<AppEvents>(app.log));
  // Console saves over a value cap wait for a second approval, which runs them again (issue 44).
  app.decorate('approvals', createApprovals());
  app.addHook('onClose', () => jobs.stop());
  registerJobMetrics(app.metrics.registry, jobs);

  registerAreas(app, deps);
  await jobs.ready();
  await registerWeb(app, deps.config.webDist, seoPages(app, deps));
  // Test money must never go unnoticed in production: every start with the sandbox on says so.
  if (deps.config.payments.sandbox) app.log.warn(SANDBOX_WARNING);
  return app;
}

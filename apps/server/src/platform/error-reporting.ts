/**
 * Error reporting (spec 000 §7 "an error-reporting service", §8; issue 31): Sentry's Node SDK, imported only
 * when SENTRY_DSN is set (unset: nothing is loaded, nothing is sent). It receives what the API answers with a
 * 500 `unpredicted` — never a 3xx or 4xx, which are the client's (spec: statuses 300–499 ignored) — with the
 * route and method, and the user id as the only personal datum: no address, headers, cookies, query or body.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { knownUserId } from './auth.ts';

/** Reports one unhandled error of `req`; never throws. */
export type ErrorReporter = {
  report: (err: FastifyError | Error, req: FastifyRequest) => void;
  /** Sends what is waiting (at shutdown), at most `timeoutMs`. */
  flush: (timeoutMs: number) => Promise<void>;
};

/** The reporter for `config`, or null when error reporting is off (the SDK is then never imported). */
export async function createErrorReporter(
  settings: Config['ops']['errorReporting'],
): Promise<ErrorReporter | null> {
  if (!settings) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    // Nothing about the request or the machine beyond what report() sets below.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    // No automatic instrumentation or breadcrumbs: only the errors given below.
    defaultIntegrations: false,
    beforeSend(event) {
      // Only the id identifies a player; the SDK adds nothing else without PII, this keeps it so.
      const id = event.user?.id;
      event.user = id === undefined ? undefined : { id };
      if (event.request) event.request = { method: event.request.method, url: event.request.url };
      delete event.server_name;
      return event;
    },
  });
  return {
    report(err, req) {
      try {
        Sentry.withScope((scope) => {
          const userId = knownUserId(req);
          if (userId !== undefined) scope.setUser({ id: String(userId) });
          scope.setTag('route', req.routeOptions.url ?? 'unmatched');
          scope.setTag('method', req.method);
          Sentry.captureException(err);
        });
      } catch {
        // Reporting must never turn an answer into a second failure.
      }
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs).catch(() => false);
    },
  };
}

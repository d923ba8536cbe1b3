/**
 * Load shedding (issue 14 "Operating it"): when the event loop lags past
 * OVERLOAD_EVENT_LOOP_DELAY_MS (sampled each second by @fastify/under-pressure), requests answer
 * 503 `busy` with `Retry-After: 1` in the error envelope instead of queueing until every caller times
 * out. The probes (`/healthz`, `/readyz`, `/metrics`) are never shed so the operator still sees why.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export async function registerOverloadShedding(
  app: FastifyInstance,
  config: Config,
): Promise<void> {
  const maxEventLoopDelay = config.ops.overloadEventLoopDelayMs;
  if (maxEventLoopDelay <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay,
    // Async, throwing: under-pressure then hands the error to the app's error handler and stops. A handler that
    // sends the answer itself lets under-pressure go on to the route, which ran anyway and raced its own
    // answer out (found by the response check, issue 33).
    pressureHandler: async (req, reply, type, value) => {
      if (PROBES.has(req.url.split('?')[0]!)) return;
      req.log.warn({ type, value }, 'overloaded: shedding a request');
      void reply.header('retry-after', '1');
      throw new AppError(503, 'busy', 'Overloaded, please retry');
    },
  });
}

/**
 * Load shedding (issue 14 "Operating it"): when the event loop lags past
 * OVERLOAD_EVENT_LOOP_DELAY_MS, requests answer 503 `busy` with `Retry-After: 1` in the error envelope
 * instead of queueing until every caller times out. The probes (`/healthz`, `/readyz`, `/metrics`) are
 * never shed so the operator still sees why. The lag is an input (`loopDelay`): by default the mean
 * delay @fastify/under-pressure samples each second; a test passes its own.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** The event loop's current lag (ms), read on every request. */
export type LoopDelay = () => number;

/**
 * Sheds requests while `loopDelay()` exceeds the configured limit (off when it is 0). Without
 * `loopDelay`, under-pressure measures the loop: the mean delay over its last one-second sample.
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  config: Config,
  loopDelay?: LoopDelay,
): Promise<void> {
  const maxEventLoopDelay = config.ops.overloadEventLoopDelayMs;
  if (maxEventLoopDelay <= 0) return;
  let delay = loopDelay;
  if (!delay) {
    // Registered with no limit of its own, under-pressure only samples; this hook decides.
    await app.register(underPressure);
    delay = () => app.memoryUsage().eventLoopDelay;
  }
  const lag = delay;
  // Async, throwing: the error goes to the app's error handler, which answers (a hook that sent the answer
  // itself could race the route's own answer out: found by the response check, issue 33).
  app.addHook('onRequest', async (req, reply) => {
    if (PROBES.has(req.url.split('?')[0]!)) return;
    const value = lag();
    if (value <= maxEventLoopDelay) return;
    req.log.warn({ type: 'eventLoopDelay', value }, 'overloaded: shedding a request');
    void reply.header('retry-after', '1');
    throw new AppError(503, 'busy', 'Overloaded, please retry');
  });
}

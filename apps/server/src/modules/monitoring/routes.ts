/**
 * Operating the shop (issue 14): `GET /healthz` (the process is alive), `GET /readyz` (the database,
 * and Redis when configured, answer; 503 `not_ready` otherwise) and `GET /metrics` (Prometheus text;
 * behind `Authorization: Bearer <METRICS_TOKEN>` when that is set).
 */
import { timingSafeEqual } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { registerQueueGauges } from './gauges.ts';
import { readiness } from './readiness.ts';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function monitoringRoutes(app: App, { db, config, hub }: AppDeps): void {
  registerQueueGauges(app.metrics, db, hub);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: 1000,
      })
    : undefined;
  // Outages are handled where Redis is used (skipOnError, /readyz); this only keeps the log quiet.
  redis?.on('error', () => undefined);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => 'closed')));

  app.get('/healthz', () => ({ status: 'ok' }));

  app.get('/readyz', { config: { errors: [[503, 'not_ready']] } }, async (_req, reply) => {
    const checks = await readiness(db, redis);
    const ready = !Object.values(checks).includes('down');
    if (!ready) reply.header('retry-after', '5');
    return reply
      .status(ready ? 200 : 503)
      .send(
        ready
          ? { status: 'ready', ...checks }
          : { success: false, data: { code: 'not_ready', message: JSON.stringify(checks) } },
      );
  });

  app.get('/metrics', { config: { errors: [[401, 'authentication']] } }, async (req, reply) => {
    const token = config.ops.metricsToken;
    if (token) {
      const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!sameToken(given, token))
        throw new AppError(401, 'authentication', 'Metrics token required');
    }
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
}

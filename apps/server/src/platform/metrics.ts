/**
 * Prometheus metrics (issue 14 "Operating it") through prom-client, one registry per app: request
 * latency histograms per route, counters of this process's openings and sales, and gauges read from
 * the database on each scrape (money held, deposits, queue depths) or the process (realtime sockets). Routes and services
 * count through `app.metrics`; the scrape is `GET /metrics` (monitoring/routes.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';

export interface Metrics {
  registry: Registry;
  requestSeconds: Histogram<'method' | 'route' | 'status'>;
  casesOpened: Counter<'kind'>;
  itemsSold: Counter;
  /** A gauge whose value a query gives at scrape time. */
  gauge(name: string, help: string, read: () => Promise<number>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'cases_' });
  // Which server process answered a scrape (several share a port with WORKERS=N).
  new Gauge({
    name: 'cases_process_info',
    help: 'This server process',
    labelNames: ['pid'],
    registers: [registry],
  }).set({ pid: String(process.pid) }, 1);
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'cases_http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    casesOpened: new Counter({
      name: 'cases_opened_total',
      help: 'Cases opened (drops rolled), paid or free',
      labelNames: ['kind'],
      registers: [registry],
    }),
    itemsSold: new Counter({
      name: 'cases_items_sold_total',
      help: 'Inventory items sold for balance',
      registers: [registry],
    }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Decorates `app.metrics` and times every request by its route pattern. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'not_found';
    metrics.requestSeconds.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

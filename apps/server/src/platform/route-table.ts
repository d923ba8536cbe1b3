/**
 * The routes an app serves, with their schemas, as Fastify registered them: read by the hostile-input
 * test to reach every route's fields, and available to operators' tooling.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

const tables = new WeakMap<object, RouteInfo[]>();

/** Starts recording the routes added to `app` from now on. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteInfo[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) table.push({ method, url: r.url, schema: r.schema });
  });
}

/** The recorded routes of `app` (empty when none were recorded). */
export const routeTable = (app: object): readonly RouteInfo[] => tables.get(app) ?? [];

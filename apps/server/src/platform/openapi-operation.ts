/**
 * What the OpenAPI document (issue 33) says about one operation beyond its zod schemas: its area (the tag),
 * whether it needs the bearer session, and the error keys it can answer, each with its HTTP status.
 *
 * - Area: the module whose file declared the route (`modules/<area>/…` in the declaring call's stack),
 *   recorded by `recordAreas` as routes are added; `platform` for the shop's own plumbing.
 * - Bearer: as the route declares it, `config: { auth: 'required' | 'optional' | 'none' }` (route-config.ts;
 *   absent = none). In tests the auth hook refuses a route that reads the session without declaring it, and
 *   api-docs/openapi.test.ts checks the document against what the server answers signed out.
 * - Errors: the generic ones every call may answer (a bad input, a busy database, maintenance, an internal
 *   error), `authentication` for the signed-in calls, `tooManyRequests` for the rate-limited ones, and what the
 *   route declares, `config: { errors: [[status, key], …] }` (route-config.ts). In tests every error answered is
 *   checked against that list (response-check.ts).
 */
import type { RouteOptions } from 'fastify';

import type { ErrorKey } from '@cases/domain/errors';
import type { Auth, ErrorAnswer } from './route-config.ts';

export type { Auth, ErrorAnswer };

const recorded = new Map<string, { area: string; route: RouteLike }>();
const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The module that declared the route being added: the first `modules/<area>/` frame of the stack. */
function declaringArea(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return /[\\/]src[\\/]modules[\\/]([\w-]+)[\\/]/.exec(stack)?.[1] ?? 'platform';
}

/** Records, for every route added to `app` from now on, the area that declared it and its options (config). */
export function recordAreas(app: {
  addHook(name: 'onRoute', hook: (r: RouteOptions) => void): unknown;
}): void {
  app.addHook('onRoute', (r) => {
    const area = declaringArea();
    for (const method of [r.method].flat())
      recorded.set(routeKey(method, r.url), { area, route: r });
  });
}

/** The area (tag) of a route recorded by `recordAreas`. */
export const areaOf = (method: string, url: string): string =>
  recorded.get(routeKey(method, url))?.area ?? 'platform';

/** The options a route was added with (recorded by `recordAreas`). */
export const recordedRoute = (method: string, url: string): RouteLike | undefined =>
  recorded.get(routeKey(method, url))?.route;

interface RouteLike {
  method: string | string[];
  url: string;
  config?: unknown;
}

interface OpenApiRouteConfig {
  auth?: Auth;
  signedOut?: ErrorKey;
  errors?: readonly ErrorAnswer[];
  rateLimit?: unknown;
}

const configOf = (route: RouteLike): OpenApiRouteConfig => route.config ?? {};

/** Whether the operation needs the bearer session: as the route declares it (`config.auth`, route-config.ts). */
export const authOf = (route: RouteLike): Auth => configOf(route).auth ?? 'none';

/** Every call may answer these (input-guard, schema validation, the database, maintenance, a bug). */
export const GENERIC_ERRORS: readonly ErrorAnswer[] = [
  [400, 'dataNotFound'],
  [400, 'invalid_text'],
  [500, 'unpredicted'],
  [503, 'busy'],
  [503, 'tech_work'],
];

/** The error answers of an operation, sorted by status then key, without duplicates. */
export function errorsOf(route: RouteLike, method: string): ErrorAnswer[] {
  const config = configOf(route);
  const all: ErrorAnswer[] = [
    ...GENERIC_ERRORS,
    // A body past the 64 KiB limit; a path parameter past Fastify's length limit.
    ...(method !== 'GET' && method !== 'HEAD' ? [[413, 'dataNotFound'] as const] : []),
    ...(route.url.includes(':') ? [[414, 'dataNotFound'] as const] : []),
    // Signed out: `authentication`, or the route's own key for a call without any token (auth-hook.ts).
    ...(authOf(route) === 'required' ? [[401, 'authentication'] as const] : []),
    ...(authOf(route) === 'required' && config.signedOut ? [[401, config.signedOut] as const] : []),
    ...(config.rateLimit ? [[429, 'tooManyRequests'] as const] : []),
    ...(config.errors ?? []),
  ];
  const seen = new Map(all.map((e) => [`${e[0]} ${e[1]}`, e]));
  return [...seen.values()].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
}

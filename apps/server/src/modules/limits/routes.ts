/**
 * Safer play calls (issue 12): `GET /v1/users/limits`, `POST /v1/users/limits { daily?, weekly?,
 * monthly? }` (roubles; null removes), `POST /v1/users/self-exclusion { period }` (then the
 * exclusion hooks give back the stakes of play not yet started: platform/exclusion-hooks.ts).
 */
import { limitsBody, limitsResponse, selfExclusionBody } from '@cases/domain/api/users';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { requireUser } from '../../platform/auth.ts';
import { runExclusionHooks } from '../../platform/exclusion-hooks.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import type { Db } from '../../db/client.ts';
import { limitsOf, selfExcludeFor, setLimits, type Limits } from './service.ts';

const rub = (k: number | null) => (k === null ? null : toRoubles(k));

async function limitsWire(db: Db, userId: number) {
  const { row, deposited, exclusion } = await limitsOf(db, userId);
  return {
    daily: rub(row?.daily ?? null),
    weekly: rub(row?.weekly ?? null),
    monthly: rub(row?.monthly ?? null),
    pending: row?.pendingAt
      ? {
          daily: rub(row.pendingDaily),
          weekly: rub(row.pendingWeekly),
          monthly: rub(row.pendingMonthly),
          effective_at: row.pendingAt.toISOString(),
        }
      : null,
    deposited: {
      day: toRoubles(deposited.daily),
      week: toRoubles(deposited.weekly),
      month: toRoubles(deposited.monthly),
    },
    self_exclusion:
      exclusion === undefined
        ? null
        : { until: exclusion?.toISOString() ?? null, forever: exclusion === null },
  };
}

export function limitsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/users/limits',
    { config: { auth: 'required' }, schema: { response: { 200: limitsResponse } } },
    async (req) => limitsWire(db, await requireUser(db, req)),
  );

  app.post(
    '/v1/users/limits',
    {
      config: { auth: 'required' },
      schema: { body: limitsBody, response: { 200: limitsResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const wanted: Partial<Limits> = {};
      for (const k of ['daily', 'weekly', 'monthly'] as const) {
        const v = req.body[k];
        if (v !== undefined) wanted[k] = v === null ? null : toKopecks(v);
      }
      await setLimits(db, userId, wanted);
      return limitsWire(db, userId);
    },
  );

  app.post(
    '/v1/users/self-exclusion',
    {
      config: { auth: 'required' },
      schema: { body: selfExclusionBody, response: { 200: limitsResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      await selfExcludeFor(db, userId, req.body.period);
      // Play not yet started gives its stake back (battles waiting for players).
      await runExclusionHooks(app, userId);
      return limitsWire(db, userId);
    },
  );
}

/**
 * The experiment service (spec 000 §7: `GET /sdk/v2/vardata`, `GET /sdk/v2/flags`, the calls of Amplitude
 * Experiment's evaluation API, so its maintained web client runs against the shop as it is) and the console's
 * experiments (`GET /v1/admin/experiments`, `PUT /v1/admin/experiments/{id}`, right `site.write`).
 *
 * - Both SDK calls need `Authorization: Api-Key <EXPERIMENT_DEPLOYMENT_KEY>` (401 `experiment_key_invalid`).
 * - vardata: the visitor is the signed-in player (the session cookie or a bearer), else the `device_id` of the
 *   `X-Amp-Exp-User` header (base64url JSON, Amplitude's user; a `user_id` there is not trusted); it answers the
 *   visitor's variant of each running experiment (assign.ts: deterministic; a player's written once and kept, a
 *   signed-out device's computed each time and never written), `{}` without a visitor. A bad header: 400
 *   `experiment_user_invalid`.
 * - flags: each running experiment with its variants, `evaluationMode: 'remote'` (the client asks vardata).
 * - The console's PUT saves whether it runs and the shares with one audit entry (`site.experiments`); shares
 *   naming other variants or not summing to 100: 400 `experiment_weights_invalid`.
 */
import {
  adminExperimentsResponse,
  EXPERIMENT_DEPLOYMENT_KEY,
  experimentKeyParams,
  experimentSaveBody,
  flagsResponse,
  vardataResponse,
  type ExperimentVariant,
} from '@cases/domain/api/experiments';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { optionalUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { saveSettingAudited } from '../../kernel/site/save.ts';
import { forgetSiteSettings, SETTING_KEYS } from '../../kernel/site/settings.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { assignVariant, bucketOf, deviceSubject, userSubject, variantAt } from './assign.ts';
import {
  experimentsInForce,
  savedSettings,
  weightsProblem,
  type ExperimentDef,
} from './definitions.ts';
import { experimentReport } from './report.ts';

const ampUser = z.object({ device_id: z.string().min(1).max(128).optional() }).loose();

function requireDeploymentKey(req: FastifyRequest): void {
  if (req.headers.authorization !== `Api-Key ${EXPERIMENT_DEPLOYMENT_KEY}`)
    throw new AppError(401, 'experiment_key_invalid', 'Unknown deployment key');
}

/** The device id of the `X-Amp-Exp-User` header, null without one; 400 on a header that is not Amplitude's user. */
function deviceOf(req: FastifyRequest): string | null {
  const header = req.headers['x-amp-exp-user'];
  if (header === undefined) return null;
  const bad = () => new AppError(400, 'experiment_user_invalid', 'Bad X-Amp-Exp-User header');
  if (typeof header !== 'string' || header.length > 4096) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const user = ampUser.safeParse(parsed);
  if (!user.success) throw bad();
  return user.data.device_id ?? null;
}

const wireVariant = (def: ExperimentDef, key: string): ExperimentVariant => {
  const payload = def.variants.find((v) => v.key === key)?.payload;
  return { key, value: key, ...(payload ? { payload } : {}), metadata: { flagType: 'experiment' } };
};

export function experimentsRoutes(app: App, { db, config }: AppDeps): void {
  app.get(
    '/sdk/v2/vardata',
    {
      config: {
        errors: [
          [400, 'experiment_user_invalid'],
          [401, 'experiment_key_invalid'],
        ],
        auth: 'optional',
      },
      schema: { response: { 200: vardataResponse } },
    },
    async (req) => {
      requireDeploymentKey(req);
      const device = deviceOf(req);
      const userId = await optionalUser(db, req);
      if (userId === null && device === null) return {};
      const out: Record<string, ExperimentVariant> = {};
      for (const def of await experimentsInForce(db, config)) {
        if (!def.running) continue;
        // A player's variant is written and kept; a visitor's is the hash's alone, never written (an
        // unauthenticated call could otherwise fill the table with made-up device ids).
        out[def.key] = wireVariant(
          def,
          userId !== null
            ? await assignVariant(db, def, userSubject(userId), userId)
            : variantAt(def, bucketOf(def.key, deviceSubject(device!))),
        );
      }
      return out;
    },
  );

  app.get(
    '/sdk/v2/flags',
    {
      config: { errors: [[401, 'experiment_key_invalid']] },
      schema: { response: { 200: flagsResponse } },
    },
    async (req) => {
      requireDeploymentKey(req);
      return (await experimentsInForce(db, config))
        .filter((def) => def.running)
        .map((def) => ({
          key: def.key,
          variants: Object.fromEntries(def.variants.map((v) => [v.key, wireVariant(def, v.key)])),
          segments: [],
          metadata: {
            evaluationMode: 'remote' as const,
            flagType: 'experiment' as const,
            deployed: true,
          },
        }));
    },
  );

  const report = async () => ({
    experiments: await Promise.all(
      (await experimentsInForce(db, config)).map((def) => experimentReport(db, def)),
    ),
  });

  app.get(
    '/v1/admin/experiments',
    { config: { auth: 'required' }, schema: { response: { 200: adminExperimentsResponse } } },
    async (req) => {
      await requireStaff(db, req, 'site.write');
      forgetSiteSettings(db);
      return report();
    },
  );

  app.put(
    '/v1/admin/experiments/:id',
    {
      config: { errors: [[400, 'experiment_weights_invalid']], auth: 'required' },
      schema: {
        params: experimentKeyParams,
        body: experimentSaveBody,
        response: { 200: adminExperimentsResponse },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'site.write');
      const key = req.params.id;
      const { setting } = req.body;
      const problem = setting && weightsProblem(key, setting.weights);
      if (problem) throw new AppError(400, 'experiment_weights_invalid', problem);
      forgetSiteSettings(db);
      const saved = { ...(await savedSettings(db)) };
      if (setting) saved[key] = setting;
      else delete saved[key];
      await saveSettingAudited(db, req, staff, {
        key: SETTING_KEYS.experiments,
        action: 'site.experiments',
        value: Object.keys(saved).length > 0 ? saved : null,
      });
      return report();
    },
  );
}

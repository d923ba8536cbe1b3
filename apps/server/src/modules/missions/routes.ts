/**
 * Missions of the bonus page (spec 001 §7 "Missions, push, daily cases"; issue 13):
 * `GET /v1/users/missions/social` (the caller's missions), `/v1/users/missions/social/{userId}` and
 * `/{userId}/{type}` (the same for the caller's own id; another id → 403 invalidUser), `POST` on the
 * latter claims the reward; `POST /v1/users/send-email`, `GET /v1/users/email/confirm`,
 * `POST /v1/users/socials/check`, `GET /v1/users/socials`, and the install bonus (install-bonus.ts).
 * Progress and claims answer
 * `{ data: { msg, status, progress } }`.
 */
import { PROJECTS, withProjectNames } from '@cases/domain/projects';
import {
  emailConfirmQuery,
  missionResult,
  missionsResponse,
  missionTypeParam,
  missionUserParam,
  sendEmailBody,
  socialsCheckBody,
  socialsQuery,
  socialsResponse,
  type Mission,
  type MissionResult,
} from '@cases/domain/api/missions';
import { MISSION_TYPES, type MissionType } from '@cases/domain/missions';
import { toRoubles } from '@cases/domain/money';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { localized } from '../../platform/lang.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { caseImage } from '../../kernel/media-urls.ts';
import { createMailer, type Mailer } from '../../platform/mail.ts';
import { installBonusRoutes } from './install-bonus.ts';
import { missionDef } from './catalog.ts';
import { claimMission } from './claim.ts';
import { confirmEmail, emailOf, sendConfirmation } from '../../kernel/players/email.ts';
import { missionStates, type MissionState } from './progress.ts';
import { checkSocial } from './socials.ts';
import { socialRules } from './social-membership.ts';

const statusOf = (s: MissionState): MissionResult['data']['status'] =>
  s.claimed ? 'claimed' : s.progress >= 3 ? 'done' : s.progress > 0 ? 'pending' : 'not_started';

/** The signed-in caller, who must be `raw` when a user id is in the path. */
async function self(db: Db, req: FastifyRequest, raw?: string): Promise<number> {
  const userId = await requireUser(db, req);
  if (raw !== undefined && raw !== String(userId))
    throw new AppError(403, 'invalidUser', 'Missions are visible to their player only');
  return userId;
}

export function missionsRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;
  installBonusRoutes(app, deps);
  const socials = config.engagement.socials;
  const social = socialRules(socials, app.log);
  const urlOf = (t: MissionType): string | null =>
    t === 'vk'
      ? socials.vk
      : t === 'telegram'
        ? socials.telegram
        : t === 'youtube'
          ? socials.youtube
          : null;
  let mailer: Mailer | undefined;
  const mail = () => (mailer ??= createMailer(config.engagement.mail));

  const list = async (req: FastifyRequest, userId: number) => {
    const [states, snap] = await Promise.all([missionStates(db, userId, social), snapshot(db)]);
    const lang = langOf(req);
    const missions: Mission[] = MISSION_TYPES.map((type) => {
      const def = missionDef(type);
      const s = states.get(type)!;
      const p = def.prize;
      const prize: Mission['prize'] = !s.pays
        ? null
        : p.kind === 'money'
          ? { kind: 'money', amount: toRoubles(p.amount) }
          : p.kind === 'coins'
            ? { kind: 'coins', amount: p.amount }
            : {
                kind: 'case',
                amount: 1,
                case: {
                  slug: p.slug,
                  name: (() => {
                    const c = snap.byKey.get(p.slug)?.row;
                    return c ? localized(lang, c.name, c.nameEn) : p.slug;
                  })(),
                  image: caseImage(p.slug),
                },
              };
      return {
        type,
        name: withProjectNames(def.name[lang], config.project.id),
        description: withProjectNames(def.description[lang], config.project.id),
        prize,
        progress: s.progress,
        claimed: s.claimed,
        url: urlOf(type),
      };
    });
    return { missions };
  };

  const result = async (userId: number, type: MissionType, msg: string) => {
    const s = (await missionStates(db, userId, social)).get(type)!;
    return { data: { msg, status: statusOf(s), progress: s.progress } };
  };

  app.get(
    '/v1/users/missions/social',
    { config: { auth: 'required' }, schema: { response: { 200: missionsResponse } } },
    async (req) => list(req, await self(db, req)),
  );
  app.get(
    '/v1/users/missions/social/:userId',
    {
      config: { errors: [[403, 'invalidUser']], auth: 'required' },
      schema: { params: missionUserParam, response: { 200: missionsResponse } },
    },
    async (req) => list(req, await self(db, req, req.params.userId)),
  );
  app.get(
    '/v1/users/missions/social/:userId/:type',
    {
      config: { errors: [[403, 'invalidUser']], auth: 'required' },
      schema: { params: missionTypeParam, response: { 200: missionResult } },
    },
    async (req) => {
      const userId = await self(db, req, req.params.userId);
      return result(userId, req.params.type, 'progress');
    },
  );
  app.post(
    '/v1/users/missions/social/:userId/:type',
    {
      config: {
        errors: [
          [403, 'invalidUser'],
          [403, 'self_excluded'],
          [409, 'mission_claimed'],
          [409, 'mission_identity_used'],
          [409, 'mission_not_done'],
          [409, 'mission_unverified'],
        ],
        auth: 'required',
      },
      schema: { params: missionTypeParam, response: { 200: missionResult } },
    },
    async (req) => {
      const userId = await self(db, req, req.params.userId);
      await claimMission(db, userId, req.params.type, social);
      return result(userId, req.params.type, 'claimed');
    },
  );

  app.post(
    '/v1/users/send-email',
    {
      config: { errors: [[429, 'tooManyRequests']], auth: 'required' },
      schema: { body: sendEmailBody, response: { 200: missionResult } },
    },
    async (req) => {
      const userId = await self(db, req);
      await sendConfirmation(
        db,
        mail(),
        userId,
        req.body.email,
        config.publicUrl,
        PROJECTS[config.project.id].site,
      );
      return result(userId, 'email', 'email_sent');
    },
  );
  app.get(
    '/v1/users/email/confirm',
    { schema: { querystring: emailConfirmQuery } },
    async (req, reply) => {
      const ok = await confirmEmail(db, req.query.token);
      return reply.redirect(`/bonuses?email=${ok ? 'confirmed' : 'invalid'}`, 303);
    },
  );

  app.post(
    '/v1/users/socials/check',
    {
      config: { auth: 'required' },
      schema: { body: socialsCheckBody, response: { 200: missionResult } },
    },
    async (req) => {
      const userId = await self(db, req);
      await checkSocial(db, userId, req.body.type, social);
      return result(userId, req.body.type, 'checked');
    },
  );
  app.get(
    '/v1/users/socials',
    {
      config: { auth: 'optional' },
      schema: { querystring: socialsQuery, response: { 200: socialsResponse } },
    },
    async (req) => {
      const viewer = await optionalUser(db, req);
      const own = viewer !== null && (req.query.user_id ?? String(viewer)) === String(viewer);
      const states = own ? await missionStates(db, viewer, social) : null;
      const email = own ? await emailOf(db, viewer) : null;
      return {
        socials: (['vk', 'telegram', 'youtube'] as const).map((type) => ({
          type,
          url: urlOf(type)!,
          subscribed: states ? states.get(type)!.progress >= 3 : null,
        })),
        email: own
          ? { address: email?.address ?? null, confirmed: email?.confirmed ?? false }
          : null,
      };
    },
  );
}

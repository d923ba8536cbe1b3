/**
 * Sign-in routes, spec 000 §7 "Auth and session", and the player's sessions (issue 8). `POST /v1/auth/login`
 * takes login and password, or `{token}`: a project hand-off token (issue 34), 401 authentication when it is
 * forged, expired, replayed or for another project.
 */
import {
  changePasswordBody,
  hasConsent,
  authLoginBody,
  authLoginResponse,
  okResponse,
  quickRegistrationResponse,
  revokedResponse,
  revokeSessionBody,
  sessionsResponse,
  signUpConsent,
} from '@cases/domain/api/auth';
import type { FastifyRequest } from 'fastify';
import { loginLimit, signUpLimit } from '../../platform/rate-limit.ts';
import { sessionToken, requireUser, revokeToken, sessionMeta } from '../../platform/auth.ts';
import { clearSessionCookies, setSessionCookies } from '../../platform/session-cookie.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import type { Db } from '../../db/client.ts';
import { login, quickRegister, termsNotAccepted } from './service.ts';
import { listSessions, revokeOtherSessions, revokeSession } from '../../platform/sessions.ts';
import { changePassword } from './sessions.ts';
import { handoffSignIn } from './handoff/sign-in.ts';

/** The signed-in user and their bearer token (requireUser has checked it). */
async function caller(db: Db, req: FastifyRequest) {
  const userId = await requireUser(db, req);
  return { userId, token: sessionToken(req)! };
}

export function authRoutes(app: App, { db, config, hub }: AppDeps): void {
  const ttl = config.auth.sessionTtlS;
  app.post(
    '/v1/auth/registration/quick',
    {
      config: { errors: [[400, 'terms_not_accepted']], rateLimit: signUpLimit(config) },
      schema: {
        body: signUpConsent.nullish(),
        response: { 200: quickRegistrationResponse },
      },
    },
    async (req, reply) => {
      if (!hasConsent(req.body)) throw termsNotAccepted();
      const r = await quickRegister(db, sessionMeta(req, ttl));
      setSessionCookies(reply, config, r.accessToken);
      return { login: r.login, password: r.password, access_token: r.accessToken };
    },
  );

  app.post(
    '/v1/auth/login',
    {
      config: {
        errors: [
          [401, 'authentication'],
          [403, 'user_blocked'],
        ],
        rateLimit: loginLimit(config),
      },
      schema: { body: authLoginBody, response: { 200: authLoginResponse } },
    },
    async (req, reply) => {
      // An external token (spec 000 §7 "{token}"): the project hand-off token, single-use and short-lived,
      // taken exactly as `POST /nitro-api/login` takes it (handoff/, docs/api.md).
      if ('token' in req.body) {
        const signedIn = await handoffSignIn(db, config, req, req.body.token);
        setSessionCookies(reply, config, signedIn.access_token);
        return signedIn;
      }
      const token = await login(db, req.body.login, req.body.password, sessionMeta(req, ttl));
      setSessionCookies(reply, config, token);
      return { access_token: token };
    },
  );

  app.post(
    '/v1/auth/revoke',
    { config: { auth: 'required' }, schema: { response: { 200: okResponse } } },
    async (req, reply) => {
      const { userId, token } = await caller(db, req);
      await revokeToken(db, token);
      clearSessionCookies(reply);
      // Its sockets sign in again; the revoked session's cannot (realtime/hub.ts disconnectUser).
      hub?.disconnectUser(userId);
      return { success: true as const };
    },
  );

  app.get(
    '/v1/auth/sessions',
    { config: { auth: 'required' }, schema: { response: { 200: sessionsResponse } } },
    async (req) => {
      const { userId, token } = await caller(db, req);
      const rows = await listSessions(db, userId, token);
      return {
        sessions: rows.map((s) => ({
          id: s.id,
          created_at: s.createdAt.toISOString(),
          last_used_at: s.lastUsedAt.toISOString(),
          expires_at: s.expiresAt.toISOString(),
          user_agent: s.userAgent,
          ip: s.ip,
          current: s.current,
        })),
      };
    },
  );

  app.post(
    '/v1/auth/sessions/revoke',
    {
      config: { errors: [[404, 'dataNotFound']], auth: 'required' },
      schema: { body: revokeSessionBody, response: { 200: okResponse } },
    },
    async (req) => {
      const { userId } = await caller(db, req);
      await revokeSession(db, userId, req.body.id);
      hub?.disconnectUser(userId);
      return { success: true as const };
    },
  );

  app.post(
    '/v1/auth/sessions/revoke-others',
    { config: { auth: 'required' }, schema: { response: { 200: revokedResponse } } },
    async (req) => {
      const { userId, token } = await caller(db, req);
      const revoked = await revokeOtherSessions(db, userId, token);
      hub?.disconnectUser(userId);
      return { success: true as const, revoked };
    },
  );

  app.post(
    '/v1/auth/password',
    {
      config: {
        errors: [[400, 'wrong_password']],
        auth: 'required',
        rateLimit: loginLimit(config),
      },
      schema: { body: changePasswordBody, response: { 200: revokedResponse } },
    },
    async (req) => {
      const { userId, token } = await caller(db, req);
      const revoked = await changePassword(
        db,
        userId,
        token,
        req.body.current_password,
        req.body.new_password,
      );
      hub?.disconnectUser(userId);
      return { success: true as const, revoked };
    },
  );
}

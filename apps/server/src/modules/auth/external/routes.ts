/**
 * External sign-in, spec 000 §1, §4, §7: `GET /v1/auth/{provider}` → `{ target }`; the provider returns
 * the browser to `/v1/auth/{provider}/callback`, which signs the player in and hands the session over
 * through a one-time HttpOnly cookie to `POST /nitro-api/login` → `{ access_token, new_user, provider }`
 * (`new_user`: this sign-in created the account, for the sign-up mark of spec 000 §2, issue 31).
 * With a body `{ token }`, the same call takes another project's hand-off instead (issue 34, handoff/).
 * `GET /nitro-api/logout` revokes the bearer session and clears the cookies.
 */
import {
  EXTERNAL_PENDING_COOKIE,
  externalSignInQuery,
  externalSignInResponse,
  externalLoginBody,
  externalLoginResponse,
  okResponse,
  signInProvider,
  type SignInProvider,
} from '@cases/domain/api/auth';
import { safeRedirectPath } from '@cases/domain/saved-query';
import { z } from 'zod';
import { sessionToken, issueToken, revokeToken, sessionMeta } from '../../../platform/auth.ts';
import { AppError } from '../../../platform/errors.ts';
import { clearSessionCookies, setSessionCookies } from '../../../platform/session-cookie.ts';
import { signUpLimit } from '../../../platform/rate-limit.ts';
import type { App, AppDeps } from '../../../platform/types.ts';
import { oauthTarget, oauthVerify } from './oauth2.ts';
import {
  BINDER_COOKIE,
  binderOf,
  createState,
  newToken,
  STATE_TTL_MS,
  takeState,
} from './auth-states.ts';
import { seal, unseal } from './state.ts';
import { steamTarget, steamVerify } from './steam.ts';
import { userForIdentity } from './users.ts';
import { handoffSignIn } from '../handoff/sign-in.ts';

const HANDOFF_COOKIE = 'external-token';
const HANDOFF_TTL_MS = 2 * 60_000;

const provider = z.object({ provider: signInProvider });

export function externalAuthRoutes(app: App, { db, config }: AppDeps): void {
  // Every absolute link is built from PUBLIC_URL, never from the request's Host or X-Forwarded-*.
  const root = config.publicUrl;
  const secure = root.startsWith('https:');
  const callbackOf = (p: SignInProvider) => `${root}/v1/auth/${p}/callback`;

  app.get(
    '/v1/auth/:provider',
    {
      config: { errors: [[404, 'dataNotFound']], rateLimit: signUpLimit(config) },
      schema: {
        params: provider,
        querystring: externalSignInQuery,
        response: { 200: externalSignInResponse },
      },
    },
    async (req, reply) => {
      const p = req.params.provider;
      if (!config.auth[p])
        throw new AppError(404, 'dataNotFound', `Sign-in with ${p} is not configured`);
      const confirmed = req.query.age_confirmed === 'true' && req.query.terms_accepted === 'true';
      // The state is bound to this browser: the callback must bring the same cookie back.
      const binder = binderOf(req.cookies[BINDER_COOKIE]) ?? newToken();
      reply.setCookie(BINDER_COOKIE, binder, {
        path: '/v1/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: STATE_TTL_MS / 1000,
      });
      const state = await createState(db, binder, {
        provider: p,
        redirect: safeRedirectPath(req.query.redirect, root),
        confirmed,
      });
      const callback = callbackOf(p);
      if (p === 'steam')
        return {
          target: await steamTarget(
            config.auth.steam!.identifier,
            `${callback}?state=${state}`,
            root,
          ),
        };
      return { target: oauthTarget(p, config.auth[p], callback, state) };
    },
  );

  app.get(
    '/v1/auth/:provider/callback',
    { schema: { params: provider, querystring: z.record(z.string(), z.string()) } },
    async (req, reply) => {
      const p = req.params.provider;
      if (!config.auth[p]) return reply.redirect('/?auth_error=authentication', 302);
      const state = await takeState(db, req.query.state, binderOf(req.cookies[BINDER_COOKIE]), p);
      if (!state) return reply.redirect('/?auth_error=auth_state', 302);
      const callback = callbackOf(p);
      try {
        const profile =
          p === 'steam'
            ? await steamVerify(`${root}${req.url}`, `${callback}?state=${req.query.state}`, root)
            : await oauthVerify(p, config.auth[p], callback, req.query.code ?? '');
        const { userId, created } = await userForIdentity(
          db,
          p,
          profile.subject,
          profile.nickname,
          state.confirmed,
        );
        const token = await issueToken(db, userId, sessionMeta(req, config.auth.sessionTtlS));
        const handoff = seal(config.auth.secret, { t: token, fresh: created, p }, HANDOFF_TTL_MS);
        reply.setCookie(HANDOFF_COOKIE, handoff, {
          path: '/nitro-api',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: HANDOFF_TTL_MS / 1000,
        });
        reply.setCookie(EXTERNAL_PENDING_COOKIE, '1', {
          path: '/',
          sameSite: 'lax',
          secure,
          maxAge: HANDOFF_TTL_MS / 1000,
        });
        return reply.redirect(state.redirect, 302);
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'authentication';
        req.log.warn({ err, provider: p }, 'external sign-in failed');
        return reply.redirect(`/?auth_error=${code}`, 302);
      }
    },
  );

  app.post(
    '/nitro-api/login',
    {
      config: {
        errors: [
          [401, 'authentication'],
          [403, 'user_blocked'],
        ],
      },
      schema: { body: externalLoginBody, response: { 200: externalLoginResponse } },
    },
    async (req, reply) => {
      // Another project's hand-off (issue 34): the token in the body, not the pending sign-in's cookie.
      if (req.body?.token !== undefined) {
        const signedIn = await handoffSignIn(db, config, req, req.body.token);
        setSessionCookies(reply, config, signedIn.access_token);
        return signedIn;
      }
      const handoff = unseal<{ t: string; fresh?: boolean; p?: SignInProvider }>(
        config.auth.secret,
        req.cookies[HANDOFF_COOKIE],
      );
      reply.clearCookie(HANDOFF_COOKIE, { path: '/nitro-api' });
      reply.clearCookie(EXTERNAL_PENDING_COOKIE, { path: '/' });
      if (!handoff) throw new AppError(401, 'authentication', 'No pending sign-in');
      setSessionCookies(reply, config, handoff.t);
      return {
        access_token: handoff.t,
        new_user: handoff.fresh === true,
        provider: handoff.p ?? null,
      };
    },
  );

  app.get(
    '/nitro-api/logout',
    { schema: { response: { 200: okResponse } } },
    async (req, reply) => {
      const token = sessionToken(req);
      if (token) await revokeToken(db, token);
      clearSessionCookies(reply);
      reply.clearCookie(HANDOFF_COOKIE, { path: '/nitro-api' });
      return { success: true as const };
    },
  );
}

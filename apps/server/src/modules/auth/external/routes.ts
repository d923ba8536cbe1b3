/**
 * External sign-in, spec 000 §1, §4, §7: `GET /v1/auth/{provider}` → `{ target }`; the provider returns
 * the browser to `/v1/auth/{provider}/callback`, which signs the player in and hands the session over
 * through a one-time HttpOnly cookie to `POST /nitro-api/login` → `{ access_token }`.
 * `GET /nitro-api/logout` revokes the bearer session and clears the cookies.
 */
import {
  externalSignInQuery,
  externalSignInResponse,
  loginResponse,
  okResponse,
  signInProvider,
  type SignInProvider,
} from '@cases/domain/api/auth';
import { isSafeRedirect } from '@cases/domain/saved-query';
import { z } from 'zod';
import { bearerToken, issueToken, revokeToken } from '../../../platform/auth.ts';
import { AppError } from '../../../platform/errors.ts';
import { signUpLimit } from '../../../platform/rate-limit.ts';
import type { App, AppDeps } from '../../../platform/types.ts';
import { oauthTarget, oauthVerify } from './oauth2.ts';
import { seal, unseal } from './state.ts';
import { steamTarget, steamVerify } from './steam.ts';
import { userForIdentity } from './users.ts';

const HANDOFF_COOKIE = 'external-token';
const STATE_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 2 * 60_000;

interface State extends Record<string, unknown> {
  p: SignInProvider;
  r: string;
  c: boolean;
}

const provider = z.object({ provider: signInProvider });
/** Only same-site paths may be returned to (the rule the web client follows after login). */
const safePath = (p = '/') => (isSafeRedirect(p) ? p : '/');

export function externalAuthRoutes(app: App, { db, config }: AppDeps): void {
  const base = (host: string, protocol: string) => config.publicUrl ?? `${protocol}://${host}`;

  app.get(
    '/v1/auth/:provider',
    {
      config: { rateLimit: signUpLimit(config) },
      schema: {
        params: provider,
        querystring: externalSignInQuery,
        response: { 200: externalSignInResponse },
      },
    },
    async (req) => {
      const p = req.params.provider;
      if (!config.auth[p])
        throw new AppError(404, 'dataNotFound', `Sign-in with ${p} is not configured`);
      const confirmed = req.query.age_confirmed === 'true' && req.query.terms_accepted === 'true';
      const state = seal(
        config.auth.secret,
        { p, r: safePath(req.query.redirect), c: confirmed },
        STATE_TTL_MS,
      );
      const root = base(req.host, req.protocol);
      const callback = `${root}/v1/auth/${p}/callback`;
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
      const state = unseal<State>(config.auth.secret, req.query.state);
      if (!config.auth[p] || !state || state.p !== p)
        return reply.redirect('/?auth_error=authentication', 302);
      const root = base(req.host, req.protocol);
      const callback = `${root}/v1/auth/${p}/callback`;
      try {
        const profile =
          p === 'steam'
            ? await steamVerify(`${root}${req.url}`, `${callback}?state=${req.query.state}`, root)
            : await oauthVerify(p, config.auth[p], callback, req.query.code ?? '');
        const userId = await userForIdentity(db, p, profile.subject, profile.nickname, state.c);
        const handoff = seal(
          config.auth.secret,
          { t: await issueToken(db, userId) },
          HANDOFF_TTL_MS,
        );
        reply.setCookie(HANDOFF_COOKIE, handoff, {
          path: '/nitro-api',
          httpOnly: true,
          sameSite: 'lax',
          secure: root.startsWith('https'),
          maxAge: HANDOFF_TTL_MS / 1000,
        });
        return reply.redirect(state.r, 302);
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'authentication';
        req.log.warn({ err, provider: p }, 'external sign-in failed');
        return reply.redirect(`/?auth_error=${code}`, 302);
      }
    },
  );

  app.post('/nitro-api/login', { schema: { response: { 200: loginResponse } } }, (req, reply) => {
    const handoff = unseal<{ t: string }>(config.auth.secret, req.cookies[HANDOFF_COOKIE]);
    reply.clearCookie(HANDOFF_COOKIE, { path: '/nitro-api' });
    if (!handoff) throw new AppError(401, 'authentication', 'No pending sign-in');
    return { access_token: handoff.t };
  });

  app.get(
    '/nitro-api/logout',
    { schema: { response: { 200: okResponse } } },
    async (req, reply) => {
      const token = bearerToken(req) ?? req.cookies.access_token;
      if (token) await revokeToken(db, token);
      reply.clearCookie('access_token', { path: '/' });
      reply.clearCookie(HANDOFF_COOKIE, { path: '/nitro-api' });
      return { success: true as const };
    },
  );
}

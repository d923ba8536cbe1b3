/** Sign-in routes, spec 000 §7 "Auth and session". */
import {
  loginBody,
  loginResponse,
  okResponse,
  quickRegistrationResponse,
  signUpConsent,
  hasConsent,
} from '@cases/domain/api/auth';
import { loginLimit, signUpLimit } from '../../platform/rate-limit.ts';
import { bearerToken, requireUser, revokeToken } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { login, quickRegister, termsNotAccepted } from './service.ts';

export function authRoutes(app: App, { db, config }: AppDeps): void {
  app.post(
    '/v1/auth/registration/quick',
    {
      config: { rateLimit: signUpLimit(config) },
      schema: {
        body: signUpConsent.nullish(),
        response: { 200: quickRegistrationResponse },
      },
    },
    async (req) => {
      if (!hasConsent(req.body)) throw termsNotAccepted();
      const r = await quickRegister(db);
      return { login: r.login, password: r.password, access_token: r.accessToken };
    },
  );

  app.post(
    '/v1/auth/login',
    {
      config: { rateLimit: loginLimit(config) },
      schema: { body: loginBody, response: { 200: loginResponse } },
    },
    async (req) => {
      return { access_token: await login(db, req.body.login, req.body.password) };
    },
  );

  app.post('/v1/auth/revoke', { schema: { response: { 200: okResponse } } }, async (req) => {
    await requireUser(db, req);
    const token = bearerToken(req);
    if (token) await revokeToken(db, token);
    return { success: true as const };
  });
}

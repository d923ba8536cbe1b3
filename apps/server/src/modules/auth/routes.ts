/** Sign-in routes, spec 000 §7 "Auth and session". */
import {
  loginBody,
  loginResponse,
  okResponse,
  quickRegistrationResponse,
} from '@cases/domain/api/auth';
import { z } from 'zod';
import { bearerToken, requireUser, revokeToken } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { login, quickRegister } from './service.ts';

export function authRoutes(app: App, { db }: AppDeps): void {
  app.post(
    '/v1/auth/registration/quick',
    {
      schema: {
        body: z.object({}).passthrough().nullish(),
        response: { 200: quickRegistrationResponse },
      },
    },
    async () => {
      const r = await quickRegister(db);
      return { login: r.login, password: r.password, access_token: r.accessToken };
    },
  );

  app.post(
    '/v1/auth/login',
    { schema: { body: loginBody, response: { 200: loginResponse } } },
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

/**
 * The routes' declared auth acted on in one place (issue 47 "auth by one hook", route-config.ts): a call to a
 * route that declares `auth: 'required'` without any session token is answered 401 before its body is read or
 * its handler runs — `authentication`, or the key the route names in `config.signedOut`
 * (the battles' `error_battle_authorize`). A token that is present is checked by the handler's own
 * `requireUser` / `hintedUser` (the open path's remembered sessions stay a hint, not a lookup per call). The
 * console's calls are left to its hidden 404 (kernel/staff), which must not tell a visitor they exist. A
 * `preParsing` hook, so that every `onRequest` one answers first: rate limits, load shedding, and tech work
 * (503 tech_work for every shop call, signed in or not).
 */
import { sessionToken } from './auth.ts';
import { AppError } from './errors.ts';
import { isConsolePath } from './openapi.ts';
import type { App } from './types.ts';

export function registerAuthHook(app: App): void {
  app.addHook('preParsing', (req, _reply, payload, done) => {
    const config = req.routeOptions.config;
    const url = req.routeOptions.url;
    if (
      config?.auth === 'required' &&
      url !== undefined &&
      !isConsolePath(url) &&
      sessionToken(req) === null
    )
      return done(new AppError(401, config.signedOut ?? 'authentication', 'Sign in required'));
    done(null, payload);
  });
}

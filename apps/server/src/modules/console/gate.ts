/**
 * The console's gate (issue 44; docs/console.md "Getting in"): one `onRequest` hook in front of every route under
 * `/v1/admin/`, whichever module registered it, run before the body is read, parsed or validated. Without the
 * session the call needs, the answer is exactly an unknown path's (`404 dataNotFound`), so a visitor's malformed
 * body never learns the console's fields: the sign-in (`POST …/auth/login`) is open, the code (`POST …/auth/totp`)
 * needs a pending session, sign-out either kind, every other call a signed-in one. The sign-in is a visitor's
 * call, so it answers a malformed body with the same 404 (auth-routes.ts). Nothing is written before the gate
 * lets a call through.
 */
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../platform/types.ts';
import { CONSOLE_PATH, hidden, sessionOf } from '../../kernel/staff/access.ts';

const SIGN_IN = 'POST /v1/admin/auth/login';
const CODE = 'POST /v1/admin/auth/totp';
const SIGN_OUT = 'POST /v1/admin/auth/logout';

/** Whether `req` holds the console session its call needs (`call`: `METHOD /route/pattern`). */
async function admitted(db: AppDeps['db'], req: FastifyRequest, call: string): Promise<boolean> {
  switch (call) {
    case SIGN_IN:
      return true;
    case CODE:
      return (await sessionOf(db, req, 'totp')) !== null;
    case SIGN_OUT:
      return (
        (await sessionOf(db, req, 'console')) !== null ||
        (await sessionOf(db, req, 'totp')) !== null
      );
    default:
      return (await sessionOf(db, req, 'console')) !== null;
  }
}

/** Installs the gate on `app` (every route whose pattern starts with `/v1/admin/`). */
export function registerConsoleGate(app: App, { db }: AppDeps): void {
  app.addHook('onRequest', async (req) => {
    const route = req.routeOptions.url;
    if (route === undefined || !route.startsWith(`${CONSOLE_PATH}/`)) return;
    const call = `${req.method} ${route}`;
    if (!(await admitted(db, req, call))) throw hidden(req);
  });
}

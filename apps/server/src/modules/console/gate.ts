/**
 * The console's gate (issue 44; docs/console.md "Getting in"): one `onRequest` hook in front of every route under
 * `/v1/admin/`, whichever module registered it, run before the body is read, parsed or validated. In order:
 *
 * 1. Without the session the call needs, the answer is exactly an unknown path's (`404 dataNotFound`), so a
 *    visitor's malformed body never learns the console's fields: the sign-in (`POST …/auth/login`) is open, the
 *    code (`POST …/auth/totp`) needs a pending session, sign-out either kind, every other call a signed-in one.
 * 2. A state-changing call (POST, PUT, PATCH, DELETE — bodiless ones too) whose `Origin` header is neither the
 *    site's (`PUBLIC_URL`) nor the request's own host → `403 console_origin`; no `Origin` (a non-browser client)
 *    passes.
 * 3. A body, or a declared content type, other than `application/json` → `415 console_json_only`.
 *
 * The sign-in is a visitor's call, so its refusals of 2 and 3 (and of a malformed body, auth-routes.ts) are the
 * unknown path's 404 too. Nothing is written before the gate lets a call through.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { CONSOLE_PATH, hidden, sessionOf } from '../../kernel/staff/access.ts';

const SIGN_IN = 'POST /v1/admin/auth/login';
const CODE = 'POST /v1/admin/auth/totp';
const SIGN_OUT = 'POST /v1/admin/auth/logout';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

/**
 * The refusal of a state-changing request whose `Origin` is foreign (issue 44), or null. `siteOrigin` is the
 * origin of `PUBLIC_URL`; the request's own scheme and host count as the site too (a shop opened by another name
 * of the same server, the web's dev server proxying with its own host).
 */
export function originRefusal(req: FastifyRequest, siteOrigin: string): AppError | null {
  const origin = req.headers.origin;
  if (origin === undefined || SAFE_METHODS.has(req.method)) return null;
  if (origin === siteOrigin || origin === `${req.protocol}://${req.host}`) return null;
  return new AppError(403, 'console_origin', 'Console calls are only taken from the site itself');
}

/**
 * The refusal of a request carrying a body that is not JSON, or declaring another content type (issue 44), or
 * null: a bodiless request without a content type passes.
 */
export function bodyRefusal(req: FastifyRequest): AppError | null {
  const type = req.headers['content-type'];
  const length = Number(req.headers['content-length'] ?? 0);
  const hasBody = req.headers['transfer-encoding'] !== undefined || length > 0;
  if (
    type === undefined ? !hasBody : type.split(';')[0]!.trim().toLowerCase() === 'application/json'
  )
    return null;
  return new AppError(415, 'console_json_only', 'Console calls take JSON bodies only');
}

/** Installs the gate on `app` (every route whose pattern starts with `/v1/admin/`). */
export function registerConsoleGate(app: App, { db, config }: AppDeps): void {
  const siteOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    const route = req.routeOptions.url;
    if (route === undefined || !route.startsWith(`${CONSOLE_PATH}/`)) return;
    const call = `${req.method} ${route}`;
    if (!(await admitted(db, req, call))) throw hidden(req);
    const refusal = originRefusal(req, siteOrigin) ?? bodyRefusal(req);
    if (refusal !== null) throw call === SIGN_IN ? hidden(req) : refusal;
  });
}

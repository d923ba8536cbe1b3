/**
 * The web's session cookie (issue 45; spec 000 §3 "an access token kept in a secure cookie", §9 "Access-token
 * cookie is secure"). Every sign-in answer sets two cookies for the session's TTL (`SESSION_TTL_DAYS`):
 * - `access_token`: the token itself, HttpOnly (no page script, nor an injected one, can read it), SameSite=Strict
 *   (another site's page never sends it), Path=/, Secure whenever `PUBLIC_URL` is https;
 * - `signed_in=1`: readable, all the web needs to know that a session exists.
 *
 * The token stays in the sign-in answer's body for API clients, which send it as `Authorization: Bearer`. A request
 * whose cookie names no live session gets both cookies cleared with its 401; the cookies follow the session's
 * sliding expiry; a cookie the web wrote itself before this change (readable, no `signed_in`) is rewritten as above.
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { cookieMayAct, knownUserId, SESSION_COOKIE, sessionSlid } from './auth.ts';
import type { App } from './types.ts';

/** The readable companion cookie: `1` while the browser holds a session cookie. */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Sets the session cookie and its readable companion on `reply` for `token` (ttl: `config.auth.sessionTtlS`). */
export function setSessionCookies(reply: FastifyReply, config: Config, token: string): void {
  const secure = config.publicUrl.startsWith('https:');
  const maxAge = config.auth.sessionTtlS;
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge,
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', sameSite: 'strict', secure, maxAge });
}

/** Clears both session cookies (sign-out, or a session the server no longer knows). */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}

/**
 * Keeps the cookies true after each answer to a request that came with the session cookie, no bearer header, and
 * from the shop's own pages (another site's write cannot sign the player out): a 401 clears them (the session is
 * gone: revoked, expired, or the account blocked); a session whose expiry slid forward, or found by a cookie without
 * its companion, has both set again for the full lifetime.
 */
export function registerSessionCookies(app: App, config: Config): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const cookie = req.cookies[SESSION_COOKIE];
    if (cookie !== undefined && req.headers.authorization === undefined && cookieMayAct(req)) {
      if (reply.statusCode === 401) clearSessionCookies(reply);
      else if (
        sessionSlid(req) ||
        (req.cookies[SIGNED_IN_COOKIE] === undefined && knownUserId(req) !== undefined)
      )
        setSessionCookies(reply, config, cookie);
    }
    done(null, payload);
  });
}

/**
 * Signing in to the console (issue 30 "Access"): `POST /v1/admin/auth/login {login, password}` (the shop account
 * of a staff member; anyone else gets the unknown-path 404) starts a pending session and answers `enroll` with a
 * new TOTP secret on the first visit, else `verify`; `POST /v1/admin/auth/totp {code}` confirms the code and turns
 * the cookie into a console session for 12 h (audit `console.sign_in`); five wrong codes end the pending session;
 * `POST /v1/admin/auth/logout`; `GET /v1/admin/me`. A code is good once, and wrong codes count across sign-ins
 * until `TOTP_LOCK_AFTER` locks the account's console (issue 44, code-check.ts). Errors: 404 dataNotFound,
 * 400 totp_invalid (a wrong or reused code), 403 console_locked, 429 (sign-in attempts, as the shop's login).
 */
import {
  consoleLoginBody,
  consoleLoginResponse,
  consoleMeResponse,
  consoleTotpBody,
  ROLE_RIGHTS,
} from '@cases/domain/api/admin';
import { okResponse } from '@cases/domain/api/auth';
import { verifyPassword } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { loginLimit } from '../../platform/rate-limit.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import {
  clearConsoleCookie,
  CONSOLE_TTL_MS,
  hashConsoleToken,
  hidden,
  newConsoleToken,
  passwordMarkOf,
  PENDING_TTL_MS,
  requireStaff,
  sessionOf,
  setConsoleCookie,
  type Staff,
} from '../../kernel/staff/access.ts';
import { consoleLocked, countWrongCode } from './code-check.ts';
import {
  accountByLogin,
  completeSignIn,
  countAttempt,
  endSession,
  namesOf,
  startPending,
  storeSecret,
  totpOf,
} from './sign-in.ts';
import { acceptedStep, newTotpSecret, openSecret, sealSecret, totpUri } from './totp.ts';

const MAX_ATTEMPTS = 5;

export function consoleAuthRoutes(app: App, { db, config }: AppDeps): void {
  const secure = config.publicUrl.startsWith('https:');
  const serverSecret = config.auth.secret;

  const meOf = async (staff: Staff) => {
    const u = await namesOf(db, staff.userId);
    return {
      user_id: String(staff.userId),
      login: u?.login ?? null,
      nickname: u?.nickname ?? '',
      role: staff.role,
      rights: [...ROLE_RIGHTS[staff.role]],
      expires_at: staff.expiresAt.toISOString(),
    };
  };

  app.post(
    '/v1/admin/auth/login',
    {
      config: { rateLimit: loginLimit(config) },
      schema: { body: consoleLoginBody, response: { 200: consoleLoginResponse } },
      // A visitor's malformed sign-in is answered as an unknown path, never with the fields (issue 44).
      attachValidation: true,
    },
    async (req, reply) => {
      if (req.validationError) throw hidden(req);
      const row = await accountByLogin(db, req.body.login);
      const ok = await verifyPassword(row?.hash ?? null, req.body.password);
      // A blocked staff member has no console (issue 44): answered like a wrong password.
      if (!row || !ok || row.role === null || row.blockedAt !== null) throw hidden(req);
      const totp = await totpOf(db, row.id);
      // Too many wrong codes locked this console until the owner unlocks it (issue 44).
      if (totp?.lockedAt != null) throw consoleLocked();
      let secret: string | null = null;
      if (!totp || totp.confirmedAt === null) {
        secret = newTotpSecret();
        const sealed = sealSecret(secret, serverSecret);
        await storeSecret(db, row.id, sealed);
      }
      const token = newConsoleToken();
      await startPending(db, {
        tokenHash: hashConsoleToken(token),
        userId: row.id,
        ip: req.ip,
        passwordMark: passwordMarkOf(row.hash),
      });
      setConsoleCookie(reply, token, PENDING_TTL_MS, secure);
      return secret === null
        ? { step: 'verify' as const, secret: null, otpauth_uri: null }
        : { step: 'enroll' as const, secret, otpauth_uri: totpUri(secret, row.login) };
    },
  );

  app.post(
    '/v1/admin/auth/totp',
    {
      config: { errors: [[400, 'totp_invalid']], rateLimit: loginLimit(config) },
      schema: { body: consoleTotpBody, response: { 200: consoleMeResponse } },
    },
    async (req, reply) => {
      const pending = await sessionOf(db, req, 'totp');
      if (pending === null) throw hidden(req);
      const totp = await totpOf(db, pending.userId);
      if (totp?.lockedAt != null) throw consoleLocked();
      // A wrong code, and a good one whose step was used already (issue 44), are answered alike.
      const refuse = async (): Promise<never> => {
        const locked = await countWrongCode(db, pending.userId);
        const attempts = await countAttempt(db, pending.tokenHash);
        if (locked || (attempts ?? MAX_ATTEMPTS) >= MAX_ATTEMPTS) {
          await endSession(db, pending.tokenHash);
          clearConsoleCookie(reply);
        }
        if (locked) throw consoleLocked();
        throw new AppError(400, 'totp_invalid', 'Wrong authenticator code');
      };
      const step =
        totp === undefined
          ? null
          : await acceptedStep(openSecret(totp.secret, serverSecret), req.body.code, totp.lastStep);
      if (step === null) return refuse();
      const token = newConsoleToken();
      const expiresAt = new Date(Date.now() + CONSOLE_TTL_MS);
      const staff: Staff = { ...pending, tokenHash: hashConsoleToken(token), expiresAt };
      const outcome = await completeSignIn(db, pending, staff, step, req.ip);
      if (outcome === 'gone') throw hidden(req);
      // The pending session comes back with the rollback, and counts the refusal as any wrong code.
      if (outcome === 'step_taken') return refuse();
      setConsoleCookie(reply, token, CONSOLE_TTL_MS, secure);
      return meOf(staff);
    },
  );

  app.post(
    '/v1/admin/auth/logout',
    { schema: { response: { 200: okResponse } } },
    async (req, reply) => {
      // A signed-in console, or a password step that never got its code.
      const staff = (await sessionOf(db, req, 'console')) ?? (await sessionOf(db, req, 'totp'));
      if (staff !== null) await endSession(db, staff.tokenHash);
      clearConsoleCookie(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/v1/admin/me',
    { config: { auth: 'required' }, schema: { response: { 200: consoleMeResponse } } },
    async (req) => meOf(await requireStaff(db, req, null)),
  );
}

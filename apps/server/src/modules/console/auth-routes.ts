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
import { and, eq, sql } from 'drizzle-orm';
import { consoleSessions, staffRoles, staffTotp, users } from '../../db/schema/index.ts';
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
import { audit } from '../../kernel/staff/audit.ts';
import { claimStep, consoleLocked, countWrongCode } from './code-check.ts';
import { acceptedStep, newTotpSecret, openSecret, sealSecret, totpUri } from './totp.ts';

const MAX_ATTEMPTS = 5;

/** Undoes a sign-in whose code's step was claimed meanwhile (a parallel submission of the same code). */
class StepTaken extends Error {}

export function consoleAuthRoutes(app: App, { db, config }: AppDeps): void {
  const secure = config.publicUrl.startsWith('https:');
  const serverSecret = config.auth.secret;

  const meOf = async (staff: Staff) => {
    const [u] = await db
      .select({ login: users.login, nickname: users.nickname })
      .from(users)
      .where(eq(users.id, staff.userId));
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
      const [row] = await db
        .select({
          id: users.id,
          login: users.login,
          hash: users.passwordHash,
          role: staffRoles.role,
          blockedAt: users.blockedAt,
        })
        .from(users)
        .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
        .where(eq(users.login, req.body.login));
      const ok = await verifyPassword(row?.hash ?? null, req.body.password);
      // A blocked staff member has no console (issue 44): answered like a wrong password.
      if (!row || !ok || row.role === null || row.blockedAt !== null) throw hidden(req);
      const [totp] = await db.select().from(staffTotp).where(eq(staffTotp.userId, row.id));
      // Too many wrong codes locked this console until the owner unlocks it (issue 44).
      if (totp?.lockedAt != null) throw consoleLocked();
      let secret: string | null = null;
      if (!totp || totp.confirmedAt === null) {
        secret = newTotpSecret();
        const sealed = sealSecret(secret, serverSecret);
        await db
          .insert(staffTotp)
          .values({ userId: row.id, secret: sealed })
          .onConflictDoUpdate({ target: staffTotp.userId, set: { secret: sealed } });
      }
      const token = newConsoleToken();
      await db.insert(consoleSessions).values({
        tokenHash: hashConsoleToken(token),
        userId: row.id,
        stage: 'totp',
        expiresAt: new Date(Date.now() + PENDING_TTL_MS),
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
      const [totp] = await db.select().from(staffTotp).where(eq(staffTotp.userId, pending.userId));
      if (totp?.lockedAt != null) throw consoleLocked();
      // A wrong code, and a good one whose step was used already (issue 44), are answered alike.
      const refuse = async (): Promise<never> => {
        const locked = await countWrongCode(db, pending.userId);
        const [left] = await db
          .update(consoleSessions)
          .set({ attempts: sql`${consoleSessions.attempts} + 1` })
          .where(eq(consoleSessions.tokenHash, pending.tokenHash))
          .returning({ attempts: consoleSessions.attempts });
        if (locked || (left?.attempts ?? MAX_ATTEMPTS) >= MAX_ATTEMPTS) {
          await db.delete(consoleSessions).where(eq(consoleSessions.tokenHash, pending.tokenHash));
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
      const signedIn = await db
        .transaction(async (tx) => {
          const taken = await tx
            .delete(consoleSessions)
            .where(
              and(
                eq(consoleSessions.tokenHash, pending.tokenHash),
                eq(consoleSessions.stage, 'totp'),
              ),
            )
            .returning({ userId: consoleSessions.userId });
          if (taken.length === 0) throw hidden(req);
          // The step is claimed once: a parallel submission of the same code finds it taken.
          if (!(await claimStep(tx, pending.userId, step))) throw new StepTaken();
          await tx.insert(consoleSessions).values({
            tokenHash: staff.tokenHash,
            userId: pending.userId,
            stage: 'console',
            expiresAt,
            ip: req.ip,
            passwordMark: pending.passwordMark,
          });
          await audit(tx, {
            actorId: pending.userId,
            role: pending.role,
            ip: req.ip,
            action: 'console.sign_in',
          });
          return true;
        })
        .catch((e: unknown) => {
          if (e instanceof StepTaken) return false;
          throw e;
        });
      // The pending session comes back with the rollback, and counts the refusal as any wrong code.
      if (!signedIn) return refuse();
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
      if (staff !== null)
        await db.delete(consoleSessions).where(eq(consoleSessions.tokenHash, staff.tokenHash));
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

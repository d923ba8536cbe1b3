/**
 * Who may use the console (issue 30 "Access"; docs/console.md): a console session is an HttpOnly cookie
 * `console_token` scoped to `/v1/admin`, never a player's bearer token; it is `totp` right after the password and
 * `console` for 12 h after the authenticator code. To anyone without a signed-in console session every console
 * call answers exactly what an unknown path answers (404 dataNotFound), so the console's existence is not revealed;
 * a role without the call's right gets 403 console_forbidden.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hasRight, type StaffRight, type StaffRole } from '@cases/domain/api/admin';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { consoleSessions, staffRoles, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { markSessionRead } from '../../platform/auth.ts';

export const CONSOLE_COOKIE = 'console_token';
export const CONSOLE_PATH = '/v1/admin';
/** A signed-in console lasts 12 h after its code; a password step waits 10 min for its code. */
export const CONSOLE_TTL_MS = 12 * 3_600_000;
export const PENDING_TTL_MS = 10 * 60_000;

export const hashConsoleToken = (token: string) =>
  createHash('sha256').update(`console:${token}`).digest('hex');
export const newConsoleToken = () => randomBytes(32).toString('base64url');

/** What an unknown path answers (platform/web.ts), for every console call made without the console. */
export const hidden = (req: FastifyRequest) =>
  new AppError(404, 'dataNotFound', `Not found: ${req.method} ${req.url.split('?')[0]}`);

export interface Staff {
  userId: number;
  role: StaffRole;
  tokenHash: string;
  expiresAt: Date;
  /** The session's digest of the password hash it began with (`passwordMarkOf`), null on older sessions. */
  passwordMark: string | null;
}

/** Who does a console action: what a service and its audit entry need of the signed-in staff member. */
export type StaffActor = Pick<Staff, 'userId' | 'role'>;

/**
 * A digest of a staff member's password hash (hex), stored with each console session (issue 44): a session whose
 * mark no longer matches the account's current password hash ended with the password change.
 */
export const passwordMarkOf = (passwordHash: string): string =>
  createHash('sha256').update(`console-password:${passwordHash}`).digest('hex');

/**
 * The unexpired console sessions at `stage` matching `which` (a session's token or a staff member's id) whose staff
 * member still holds a role, is not blocked and has the password the session began with (issue 44): a blocked
 * account's or a changed password's sessions end at once, whatever rows remain.
 */
async function liveSessions(db: DbOrTx, stage: 'totp' | 'console', which: SQL) {
  const rows = await db
    .select({
      userId: consoleSessions.userId,
      role: staffRoles.role,
      tokenHash: consoleSessions.tokenHash,
      expiresAt: consoleSessions.expiresAt,
      passwordMark: consoleSessions.passwordMark,
      passwordHash: users.passwordHash,
    })
    .from(consoleSessions)
    .innerJoin(staffRoles, eq(staffRoles.userId, consoleSessions.userId))
    .innerJoin(users, eq(users.id, consoleSessions.userId))
    .where(
      and(
        which,
        eq(consoleSessions.stage, stage),
        gt(consoleSessions.expiresAt, sql`now()`),
        isNull(users.blockedAt),
      ),
    );
  return rows.filter(
    (r) => r.passwordMark === null || r.passwordMark === passwordMarkOf(r.passwordHash),
  );
}

/** The console session of `req` at `stage` (see `liveSessions`), or null. */
export async function sessionOf(
  db: DbOrTx,
  req: FastifyRequest,
  stage: 'totp' | 'console',
): Promise<Staff | null> {
  const token = req.cookies[CONSOLE_COOKIE];
  if (!token || token.length > 100) return null;
  const [row] = await liveSessions(
    db,
    stage,
    eq(consoleSessions.tokenHash, hashConsoleToken(token)),
  );
  if (!row) return null;
  return {
    userId: row.userId,
    role: row.role as StaffRole,
    tokenHash: row.tokenHash,
    expiresAt: row.expiresAt,
    passwordMark: row.passwordMark,
  };
}

/**
 * The role of staff member `userId` while they hold a signed-in console (issue 44): at least one live `console`
 * session (see `liveSessions`); else null. What a console socket checks when it joins (modules/support live.ts),
 * as every console call does.
 */
export async function consoleRoleOf(db: DbOrTx, userId: number): Promise<StaffRole | null> {
  const [live] = await liveSessions(db, 'console', eq(consoleSessions.userId, userId));
  return live ? (live.role as StaffRole) : null;
}

/** The staff role `userId` holds, or null for a player without one. */
export async function staffRoleOf(db: DbOrTx, userId: number): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId));
  return (row?.role as StaffRole | undefined) ?? null;
}

/** How far a role reaches (issue 44): a role never changes the account of one that ranks above it. */
const RANK: Readonly<Record<StaffRole, number>> = { owner: 3, admin: 2, support: 1, content: 1 };

/** Whether a staff member of role `actor` may block, unblock or end the sessions of an account holding `target`. */
export const mayChangeAccount = (actor: StaffRole, target: StaffRole | null): boolean =>
  target === null || RANK[target] <= RANK[actor];

/** The signed-in staff member allowed `right`; 404 (hidden) without a console session, 403 without the right. */
export async function requireStaff(
  db: DbOrTx,
  req: FastifyRequest,
  right: StaffRight | null,
): Promise<Staff> {
  markSessionRead(req);
  const staff = await sessionOf(db, req, 'console');
  if (staff === null) throw hidden(req);
  if (right !== null && !hasRight(staff.role, right))
    throw new AppError(403, 'console_forbidden', `The ${staff.role} role may not do this`);
  return staff;
}

/** Sets the console cookie (HttpOnly, SameSite=Strict, only sent to `/v1/admin`). */
export function setConsoleCookie(
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
  secure: boolean,
) {
  void reply.setCookie(CONSOLE_COOKIE, token, {
    path: CONSOLE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearConsoleCookie(reply: FastifyReply) {
  void reply.clearCookie(CONSOLE_COOKIE, { path: CONSOLE_PATH });
}

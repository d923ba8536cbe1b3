/**
 * The console sign-in's reads and writes (issue 30 "Access"; auth-routes.ts declares the calls and keeps their
 * order of checks): the staff account behind a login, its authenticator row, a new sealed secret, the pending
 * (`totp`) session, a wrong code counted on it, and the switch to a console session — the pending one taken, the
 * code's step claimed once (code-check.ts), the new session written and `console.sign_in` audited in one
 * transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { consoleSessions, staffRoles, staffTotp, users } from '../../db/schema/index.ts';
import { PENDING_TTL_MS, type Staff } from '../../kernel/staff/access.ts';
import { staffAudit } from '../../kernel/staff/audit.ts';
import { claimStep } from './code-check.ts';

/** The account with this login, its password hash, role (null: not staff) and block. */
export async function accountByLogin(db: DbOrTx, login: string) {
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
    .where(eq(users.login, login));
  return row;
}

/** The staff member's authenticator row, if any. */
export async function totpOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  return row;
}

/** Stores a new sealed secret (enrolment), replacing one never confirmed. */
export async function storeSecret(db: DbOrTx, userId: number, sealed: string): Promise<void> {
  await db
    .insert(staffTotp)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({ target: staffTotp.userId, set: { secret: sealed } });
}

/** Starts the pending session that waits for the code. */
export async function startPending(
  db: DbOrTx,
  s: { tokenHash: string; userId: number; ip: string; passwordMark: string | null },
): Promise<void> {
  await db.insert(consoleSessions).values({
    ...s,
    stage: 'totp',
    expiresAt: new Date(Date.now() + PENDING_TTL_MS),
  });
}

/** Counts a wrong code on the session; the attempts so far (undefined when the session is gone). */
export async function countAttempt(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const [left] = await db
    .update(consoleSessions)
    .set({ attempts: sql`${consoleSessions.attempts} + 1` })
    .where(eq(consoleSessions.tokenHash, tokenHash))
    .returning({ attempts: consoleSessions.attempts });
  return left?.attempts;
}

/** Ends one console session (pending or signed in). */
export async function endSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(consoleSessions).where(eq(consoleSessions.tokenHash, tokenHash));
}

/**
 * Turns pending session `pending` into console session `staff` for the code's `step`: 'gone' when the pending
 * session was taken meanwhile, 'step_taken' when a parallel submission claimed the step (nothing written), else
 * 'signed_in'.
 */
export async function completeSignIn(
  db: Db,
  pending: Staff,
  staff: Staff,
  step: number,
  ip: string,
): Promise<'signed_in' | 'gone' | 'step_taken'> {
  return db
    .transaction(async (tx) => {
      const taken = await tx
        .delete(consoleSessions)
        .where(
          and(eq(consoleSessions.tokenHash, pending.tokenHash), eq(consoleSessions.stage, 'totp')),
        )
        .returning({ userId: consoleSessions.userId });
      if (taken.length === 0) return 'gone' as const;
      // The step is claimed once: a parallel submission of the same code finds it taken.
      if (!(await claimStep(tx, pending.userId, step))) throw new StepTaken();
      await tx.insert(consoleSessions).values({
        tokenHash: staff.tokenHash,
        userId: pending.userId,
        stage: 'console',
        expiresAt: staff.expiresAt,
        ip,
        passwordMark: pending.passwordMark,
      });
      await staffAudit(tx, pending, ip, {
        action: 'console.sign_in',
      });
      return 'signed_in' as const;
    })
    .catch((e: unknown) => {
      if (e instanceof StepTaken) return 'step_taken' as const;
      throw e;
    });
}

/** Undoes a sign-in whose code's step was claimed meanwhile (the pending session comes back with the rollback). */
class StepTaken extends Error {}

/** The staff member's login and nickname. */
export async function namesOf(db: DbOrTx, userId: number) {
  const [u] = await db
    .select({ login: users.login, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  return u;
}

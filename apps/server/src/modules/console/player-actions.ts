/**
 * What the console does to a player (issue 30 "Players, money, withdrawals"; players-routes.ts declares the calls,
 * their rights and refusals): a page of their ledger, a balance adjustment through the ledger (row `adjustment`
 * referenced `audit:<id>`), block and unblock, and the end of their sessions — each in one transaction with its audit
 * entry. Blocking or revoking also ends the account's console sessions (issue 44). Errors: 409 balance_error (a debit
 * the balance does not cover).
 */
import type { AuditAction, StaffRole } from '@cases/domain/api/admin';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { consoleSessions, ledger } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { credit, debit } from '../../platform/ledger.ts';
import { revokeAllSessions } from '../../platform/sessions.ts';
import { playerById, setBlocked } from '../../kernel/players/search.ts';
import { audit } from '../../kernel/staff/audit.ts';

const PER_PAGE = 50;

/** Who acts, and from where. */
export interface Actor {
  userId: number;
  role: StaffRole;
  ip: string;
}

const entry = (a: Actor, action: AuditAction, userId: number) => ({
  actorId: a.userId,
  role: a.role,
  ip: a.ip,
  action,
  target: `user:${userId}`,
});

/** Page `page` of player `userId`'s ledger, newest first, and how many rows there are. */
export async function ledgerPage(db: DbOrTx, userId: number, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledger)
      .where(eq(ledger.userId, userId))
      .orderBy(desc(ledger.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    db.select({ n: count() }).from(ledger).where(eq(ledger.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Credits (amount > 0) or debits player `userId` by `amount` (kopecks, or coins), audited with the amount as
 * written (`wireAmount`) and the reason; the balances after and the audit entry's id.
 */
export async function adjustBalance(
  db: Db,
  a: Actor,
  userId: number,
  adjustment: { currency: 'RUB' | 'COIN'; amount: number; wireAmount: number; reason: string },
) {
  const { currency, amount, wireAmount, reason } = adjustment;
  return db.transaction(async (tx) => {
    const auditId = await audit(tx, {
      ...entry(a, 'player.adjust', userId),
      before: null,
      after: { currency, amount: wireAmount, reason },
    });
    const e = {
      userId,
      amount: Math.abs(amount),
      reason: 'adjustment' as const,
      reference: `audit:${auditId}`,
      currency,
    };
    const after = amount > 0 ? await credit(tx, e) : await debit(tx, e);
    if (after === null)
      throw new AppError(409, 'balance_error', 'The balance does not cover this debit');
    const fresh = await playerById(tx, userId);
    return { balance: fresh!.balance, coinBalance: fresh!.coinBalance, auditId };
  });
}

/** Ends the account's console sessions (a staff member's); how many. */
async function endConsoleSessions(tx: Tx, userId: number): Promise<number> {
  const ended = await tx
    .delete(consoleSessions)
    .where(eq(consoleSessions.userId, userId))
    .returning({ userId: consoleSessions.userId });
  return ended.length;
}

/** Blocks (with `reason`) or unblocks player `userId`; a block ends their sessions, the console's too. */
export async function setPlayerBlocked(
  db: Db,
  a: Actor,
  userId: number,
  blocked: boolean,
  reason: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await setBlocked(tx, userId, blocked ? reason : null);
    const revoked = blocked ? await revokeAllSessions(tx, userId) : 0;
    if (blocked) await endConsoleSessions(tx, userId);
    await audit(tx, {
      ...entry(a, blocked ? 'player.block' : 'player.unblock', userId),
      before: { blocked: before?.blockedAt != null, reason: before?.blockedReason ?? null },
      after: { blocked, reason: blocked ? reason : null, sessions_revoked: revoked },
    });
  });
}

/** Ends every session of player `userId`, the console's too. */
export async function revokePlayerSessions(db: Db, a: Actor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await revokeAllSessions(tx, userId);
    const consoleEnded = await endConsoleSessions(tx, userId);
    await audit(tx, {
      ...entry(a, 'player.sessions_revoke', userId),
      after: { sessions_revoked: revoked, console_sessions_ended: consoleEnded },
    });
  });
}

/**
 * The only way a balance changes (ARCHITECTURE "Money"): one conditional UPDATE plus one ledger row,
 * inside the caller's transaction. Amounts in kopecks (RUB) or whole coins (COIN).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ledger, users } from '../db/schema/index.ts';

export type LedgerReason = 'topup' | 'case_open' | 'sell';

interface Entry {
  userId: number;
  /** Positive kopecks. */
  amount: number;
  reason: LedgerReason;
  reference: string;
}

/** Takes `amount` kopecks if the balance covers it; returns the new balance, or null when it does not. */
export async function debit(tx: Tx, e: Entry): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} - ${e.amount}` })
    .where(and(eq(users.id, e.userId), gte(users.balance, e.amount)))
    .returning({ balance: users.balance });
  if (!row) return null;
  await tx
    .insert(ledger)
    .values({
      userId: e.userId,
      currency: 'RUB',
      amount: -e.amount,
      reason: e.reason,
      reference: e.reference,
      balanceAfter: row.balance,
    });
  return row.balance;
}

/** Adds `amount` kopecks; returns the new balance. */
export async function credit(tx: Tx, e: Entry): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${e.amount}` })
    .where(eq(users.id, e.userId))
    .returning({ balance: users.balance });
  if (!row) throw new Error(`credit: no user ${e.userId}`);
  await tx
    .insert(ledger)
    .values({
      userId: e.userId,
      currency: 'RUB',
      amount: e.amount,
      reason: e.reason,
      reference: e.reference,
      balanceAfter: row.balance,
    });
  return row.balance;
}

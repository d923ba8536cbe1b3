/**
 * The only way a balance changes (ARCHITECTURE "Money"): one conditional UPDATE plus one ledger row,
 * inside the caller's transaction. Amounts in kopecks (RUB) or whole coins (COIN).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ledger, users } from '../db/schema/index.ts';

export type LedgerReason = 'topup' | 'case_open' | 'sell' | 'bonus_pwa' | 'replacement' | 'voucher';
export type Currency = 'RUB' | 'COIN';

interface Entry {
  userId: number;
  /** Positive: kopecks for RUB, whole coins for COIN. */
  amount: number;
  reason: LedgerReason;
  reference: string;
  currency?: Currency;
}

const column = (currency: Currency) => (currency === 'RUB' ? users.balance : users.coinBalance);

/** Takes `amount` if the balance covers it; returns the new balance, or null when it does not. */
export async function debit(tx: Tx, e: Entry): Promise<number | null> {
  const currency = e.currency ?? 'RUB';
  const col = column(currency);
  const [row] = await tx
    .update(users)
    .set({ [currency === 'RUB' ? 'balance' : 'coinBalance']: sql`${col} - ${e.amount}` })
    .where(and(eq(users.id, e.userId), gte(col, e.amount)))
    .returning({ balance: col });
  if (!row) return null;
  await tx.insert(ledger).values({
    userId: e.userId,
    currency,
    amount: -e.amount,
    reason: e.reason,
    reference: e.reference,
    balanceAfter: row.balance,
  });
  return row.balance;
}

/** Adds `amount`; returns the new balance. */
export async function credit(tx: Tx, e: Entry): Promise<number> {
  const currency = e.currency ?? 'RUB';
  const col = column(currency);
  const [row] = await tx
    .update(users)
    .set({ [currency === 'RUB' ? 'balance' : 'coinBalance']: sql`${col} + ${e.amount}` })
    .where(eq(users.id, e.userId))
    .returning({ balance: col });
  if (!row) throw new Error(`credit: no user ${e.userId}`);
  await tx.insert(ledger).values({
    userId: e.userId,
    currency,
    amount: e.amount,
    reason: e.reason,
    reference: e.reference,
    balanceAfter: row.balance,
  });
  return row.balance;
}

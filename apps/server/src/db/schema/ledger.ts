/**
 * The money ledger: one row per balance change (ARCHITECTURE "Money"). Amounts in kopecks (RUB) or whole coins.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `ledger`: platform/ledger.ts (and the one-statement money paths that write its rows with the balance, decision 013)
 */
import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef } from './users.ts';

export const ledger = pgTable(
  'ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    currency: text('currency').notNull(),
    /** Signed: credits positive, debits negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** A top-up in another currency: what the payer paid (minor units), in what, at which rate. */
    originalAmount: bigint('original_amount', { mode: 'number' }),
    originalCurrency: text('original_currency'),
    rate: doublePrecision('rate'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.currency),
    /** Spending on cases by time: the leaderboards' source (issue 13). */
    index('ledger_case_open_idx')
      .on(t.createdAt)
      .where(sql`${t.reason} = 'case_open'`),
    /** Coins earned by time: the season board's source (issue 28). */
    index('ledger_coin_credit_idx')
      .on(t.createdAt)
      .where(sql`${t.currency} = 'COIN' and ${t.amount} > 0`),
  ],
);

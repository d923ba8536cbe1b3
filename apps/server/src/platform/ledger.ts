/**
 * How a balance changes (ARCHITECTURE "Money"): one conditional UPDATE of the balance and its ledger
 * row, written by a single statement (a data-modifying CTE) inside the caller's transaction, so there
 * is never a balance change without its row. The one-statement money paths of decision 013
 * (`open_case`, the sell statement, a plain top-up's settlement) do the same inside their own
 * statement; nothing else writes a balance. Amounts in kopecks (RUB) or whole coins (COIN).
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export type LedgerReason =
  | 'topup'
  | 'case_open'
  | 'sell'
  | 'bonus_pwa'
  | 'replacement'
  | 'voucher'
  /** Item games (issue 11): balance staked in an upgrade, a loss's pity credit and coins, a contract's
   * credit, a mines bet and cash-out. */
  | 'upgrade'
  | 'upgrade_pity'
  | 'upgrade_coins'
  | 'contract'
  | 'mines_bet'
  | 'mines_win'
  | 'deposit_bonus'
  | 'promo_bonus'
  | 'promo_instant'
  /** Case battles (issue 10): a seat paid, a seat refunded (leave, cancel, expiry). */
  | 'battle'
  | 'battle_refund'
  /** Issue 28: coins of a finished battle's human seat and of a contract (COIN). */
  | 'battle_coins'
  | 'contract_coins'
  /** Issue 13: a fast mission's reward (RUB or COIN). */
  | 'mission_reward'
  /** Issue 28: a battle pass level's prize and a pass task's reward (RUB or COIN). The opening's own
   * coin rows (`case_coins`, `coin_case`) are written by the open_case statement. */
  | 'pass_prize'
  | 'pass_task'
  /** Issue 29: an offer's price, its bonus (RUB or COIN), a secret-shop item, an exchange's remainder. */
  | 'offer'
  | 'offer_bonus'
  | 'secret_shop'
  | 'exchange'
  /** Issue 30: a balance adjustment from the console (RUB or COIN), referenced by its audit entry. */
  | 'adjustment';
export type Currency = 'RUB' | 'COIN';

interface Entry {
  userId: number;
  /** Positive: kopecks for RUB, whole coins for COIN. */
  amount: number;
  reason: LedgerReason;
  reference: string;
  currency?: Currency;
  /** A top-up paid in another currency: the payer's amount (minor units), currency and rate. */
  original?: { amount: number; currency: string; rate: number };
}

/**
 * Adds `delta` (signed) to the user's balance in `currency` and writes the ledger row, in one statement.
 * A debit (`delta` < 0) only happens when the balance covers it. Returns the new balance, or null when
 * nothing changed (balance too low, or no such user).
 */
async function apply(tx: Tx, e: Entry, delta: number): Promise<number | null> {
  const currency = e.currency ?? 'RUB';
  const col = sql.identifier(currency === 'RUB' ? 'balance' : 'coin_balance');
  const covers = delta < 0 ? sql`and ${col} >= ${-delta}` : sql``;
  const res: unknown = await tx.execute(sql`
    with changed as (
      update users set ${col} = ${col} + ${delta}
      where id = ${e.userId} ${covers}
      returning ${col} as balance
    )
    insert into ledger (user_id, currency, amount, reason, reference, balance_after,
                        original_amount, original_currency, rate)
    select ${e.userId}, ${currency}, ${delta}, ${e.reason}, ${e.reference}, balance,
           ${e.original?.amount ?? null}, ${e.original?.currency ?? null}, ${e.original?.rate ?? null}
    from changed
    returning balance_after`);
  const row = (res as { rows: { balance_after: number | string }[] }).rows[0];
  return row === undefined ? null : Number(row.balance_after);
}

/** Takes `amount` if the balance covers it; returns the new balance, or null when it does not. */
export function debit(tx: Tx, e: Entry): Promise<number | null> {
  return apply(tx, e, -e.amount);
}

/** Adds `amount`; returns the new balance. Throws when the user does not exist. */
export async function credit(tx: Tx, e: Entry): Promise<number> {
  const balance = await apply(tx, e, e.amount);
  if (balance === null) throw new Error(`credit: no user ${e.userId}`);
  return balance;
}

/** The user's RUB balance in kopecks (a read for an answer, never a base for a write); 0 for no such user. */
export async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [u] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return u?.balance ?? 0;
}

/** The user's coin balance in whole coins (a read for an answer); 0 for no such user. */
export async function coinBalanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [u] = await db.select({ coins: users.coinBalance }).from(users).where(eq(users.id, userId));
  return u?.coins ?? 0;
}

/**
 * Credits a RUB `amount` that may be 0 (a sale or a refund worth nothing): a positive one as `credit`
 * does, a zero one writes no ledger row. Returns the balance after it (kopecks).
 */
export function creditUnlessZero(tx: Tx, e: Entry): Promise<number> {
  return e.amount > 0 ? credit(tx, e) : balanceOf(tx, e.userId);
}

/** Ledger reference of items: `item:<id>` for one, `items:<count>:<lowest id>` for several. */
export function itemsReference(rows: { id: number }[]): string {
  const first = Math.min(...rows.map((r) => r.id));
  return rows.length === 1 ? `item:${first}` : `items:${rows.length}:${first}`;
}

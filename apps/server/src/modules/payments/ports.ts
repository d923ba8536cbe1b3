/**
 * What the payments area asks of others, wired in app.ts (ARCHITECTURE "a port from the composition
 * root"): the player's deposit limits (the limits area) in the order's own transaction, and the promo
 * code that waits for a deposit (the promo area), applied in the settlement's transaction.
 * Amounts in kopecks.
 */
import type { Db, DbOrTx, Tx } from '../../db/client.ts';

/** What a waiting promo code added to a deposit (promo/deposit-bonus.ts). */
export interface DepositPromo {
  kind: 'common' | 'blogger';
  money: number;
  coins: number;
  prize: { icon: string; title: string; price: number; inventoryItemId: number } | null;
}

export interface PaymentsPorts {
  /** 400 `deposit_limit` when `kopecks` more would pass one of the player's limits (under their lock). */
  requireWithinLimits: (tx: Tx, userId: number, kopecks: number) => Promise<void>;
  /** The player's promo code waiting for a deposit, or null. */
  activePromo: (db: DbOrTx | Db, userId: number) => Promise<{ code: string; kind: string } | null>;
  /** Applies the order's waiting code to its credited deposit; null when it does not apply (yet). */
  applyDepositPromo: (
    tx: Tx,
    order: { id: string; userId: number; amount: number; promoCode: string },
  ) => Promise<DepositPromo | null>;
}

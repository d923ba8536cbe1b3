/**
 * What the payments area asks of others, wired in app.ts (ARCHITECTURE "a port from the composition
 * root"): the error for a passed deposit limit (the limits area; the limits themselves are checked by the
 * order's statement, migration 0033), and the promo code that waits for a deposit (the promo area), applied
 * in the settlement's transaction.
 * Amounts in kopecks.
 */
import type { Tx } from '../../db/client.ts';

/** What a waiting promo code added to a deposit (promo/deposit-bonus.ts). */
export interface DepositPromo {
  kind: 'common' | 'blogger';
  money: number;
  coins: number;
  prize: { icon: string; title: string; price: number; inventoryItemId: number } | null;
}

export interface PaymentsPorts {
  /**
   * The payment minimum (roubles) the player's experiment variant sets (spec 001 §7 change-min-sum; the
   * experiments area), or null when none: it only ever raises a RUB direction's own minimum.
   */
  changedMinimum: (userId: number) => Promise<number | null>;
  /** The 400 `deposit_limit` error for window `key` ('daily', 'weekly', 'monthly') and its limit (kopecks). */
  depositLimitRefusal: (key: string, limitKopecks: number) => Error;
  /** Applies the order's waiting code to its credited deposit; null when it does not apply (yet). */
  applyDepositPromo: (
    tx: Tx,
    order: { id: string; userId: number; amount: number; promoCode: string },
  ) => Promise<DepositPromo | null>;
}

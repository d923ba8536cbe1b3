/**
 * Applying a provider's verified notice to its order (issue 12 "Notifications"): exactly once, in one
 * transaction. Only a pending order whose currency and amount (minor units) match moves; a duplicate,
 * a late or out-of-order notice changes nothing; a mismatch is refused and reported. A success credits
 * the deposit (the ledger keeps the payer's amount, currency and rate), the bonus level's extra
 * (spec 001 §3 Bonus level), the direction's advertised `bonus_percent` (§3 Payment direction) and
 * the waiting promo code's bonus through the promo area's port (promo/deposit-bonus.ts; not while the
 * player is self-excluded: the code keeps waiting).
 * A plain order's success (no promo code) takes the one-statement path of settle-statement.ts.
 * Amounts in kopecks unless named roubles.
 */
import type { BonusLevel } from '@cases/domain/payments/bonus';
import { levelBonusKopecks } from '@cases/domain/payments/deposit-credit';
import { directionBonusKopecks } from '@cases/domain/payments/countries';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { credit } from '../../platform/ledger.ts';
import { selfExclusionOf } from '../../kernel/players/play-guard.ts';
import { bonusLevels } from '../../kernel/site/runtime.ts';
import type { PaymentsPorts } from './ports.ts';
import { findOrder, type OrderRow } from './service.ts';
import type { ProviderNotice } from './providers/types.ts';
import { settlePlainSuccess } from './settle-statement.ts';

/**
 * `wrong_provider`: the order exists but belongs to another provider than the notice's (issue 26: the
 * sandbox's page once paid a YooKassa order); nothing is written.
 */
export type SettleResult = 'settled' | 'unchanged' | 'mismatch' | 'unknown' | 'wrong_provider';

/** What a deposit earned on top, kept on the order (`bonus`) for the status call. */
export interface OrderBonus {
  /** Kopecks of the bonus level, of the direction's bonus and of the promo. */
  levelMoney: number;
  directionMoney?: number;
  promoMoney: number;
  coins: number;
  promoKind: 'common' | 'blogger' | null;
  prize: { icon: string; title: string; price: number; inventoryItemId: number } | null;
}

async function creditBonuses(
  tx: Tx,
  order: OrderRow,
  ports: Pick<PaymentsPorts, 'applyDepositPromo'>,
  levels: readonly BonusLevel[],
): Promise<OrderBonus> {
  const bonus: OrderBonus = {
    levelMoney: 0,
    promoMoney: 0,
    coins: 0,
    promoKind: null,
    prize: null,
  };
  // The same rule as the refill form's total (domain deposit-credit.ts).
  bonus.levelMoney = levelBonusKopecks(order.amount, levels);
  if (bonus.levelMoney > 0)
    await credit(tx, {
      userId: order.userId,
      amount: bonus.levelMoney,
      reason: 'deposit_bonus',
      reference: `order:${order.id}`,
    });
  const directionMoney = directionBonusKopecks(order.directionId, order.amount);
  if (directionMoney > 0) {
    bonus.directionMoney = directionMoney;
    await credit(tx, {
      userId: order.userId,
      amount: directionMoney,
      reason: 'deposit_bonus',
      reference: `order:${order.id}`,
    });
  }
  if (!order.promoCode) return bonus;
  // No promo incentives (money, coins, a case drop) while the player has excluded themself: the code
  // is not spent and waits for a deposit after the exclusion.
  if ((await selfExclusionOf(tx, order.userId)) !== undefined) return bonus;
  const promo = await ports.applyDepositPromo(tx, {
    id: order.id,
    userId: order.userId,
    amount: order.amount,
    promoCode: order.promoCode,
  });
  if (!promo) return bonus;
  bonus.promoKind = promo.kind;
  bonus.promoMoney = promo.money;
  bonus.coins = promo.coins;
  bonus.prize = promo.prize;
  return bonus;
}

/**
 * Applies `notice`; see the module comment for what each result means. `db` may be an open transaction (the
 * console's reconcile, issue 30: its audit entry commits with the settlement); the settlement is then a savepoint.
 */
export async function settleNotice(
  db: DbOrTx,
  notice: ProviderNotice,
  ports: Pick<PaymentsPorts, 'applyDepositPromo'>,
): Promise<SettleResult> {
  if (notice.status === 'pending') {
    // Nothing to decide yet; remember the provider's id for reconciliation.
    if (notice.providerPaymentId)
      await db
        .update(paymentOrders)
        .set({ providerPaymentId: notice.providerPaymentId })
        .where(
          and(
            eq(paymentOrders.id, notice.orderId),
            eq(paymentOrders.provider, notice.provider),
            sql`${paymentOrders.providerPaymentId} is null`,
          ),
        );
    const known = await findOrder(db, notice.orderId);
    if (!known) return 'unknown';
    return known.provider === notice.provider ? 'unchanged' : 'wrong_provider';
  }
  // The common case, a plain order's success, in one statement; anything else in full below.
  // The bonus levels in force now (the console may change them; issue 30).
  const { levels } = await bonusLevels(db);
  if (await settlePlainSuccess(db, notice, levels)) return 'settled';
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: notice.status, completedAt: new Date(), nextCheckAt: null })
      .where(
        and(
          eq(paymentOrders.id, notice.orderId),
          eq(paymentOrders.provider, notice.provider),
          eq(paymentOrders.status, 'pending'),
          eq(paymentOrders.currency, notice.currency),
          sql`coalesce(${paymentOrders.originalAmount}, ${paymentOrders.amount}) = ${notice.amount}`,
        ),
      )
      .returning();
    if (!order) {
      const [known] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, notice.orderId));
      if (!known) return 'unknown';
      if (known.provider !== notice.provider) return 'wrong_provider';
      const expected = known.originalAmount ?? known.amount;
      return known.currency !== notice.currency || expected !== notice.amount
        ? 'mismatch'
        : 'unchanged';
    }
    if (notice.status !== 'success') return 'settled';
    await credit(tx, {
      userId: order.userId,
      amount: order.amount,
      reason: 'topup',
      reference: `order:${order.id}`,
      ...(order.originalAmount !== null
        ? { original: { amount: order.originalAmount, currency: order.currency, rate: order.rate } }
        : {}),
    });
    const bonus = await creditBonuses(tx, order, ports, levels);
    // Kept only when the deposit earned something: a plain top-up saves the round trip.
    if (bonus.levelMoney > 0 || (bonus.directionMoney ?? 0) > 0 || bonus.promoKind !== null)
      await tx.update(paymentOrders).set({ bonus }).where(eq(paymentOrders.id, order.id));
    return 'settled';
  });
}

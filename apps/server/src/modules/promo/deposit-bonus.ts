/**
 * A waiting promo code applied to a credited deposit (spec 001 §3 Promo info, §4; issue 12), inside the
 * deposit's settlement transaction (the payments area calls it through its port, app.ts): common =
 * percent of the deposit; blogger = the best flex offer the deposit reaches: money × money_factor,
 * coins floor(value × tcoin_factor ÷ 100) and one free drop of the offer's case. The code is spent on
 * the order once (spendPromo), and each credit writes its ledger row. Amounts in kopecks.
 */
import { bloggerCoins } from '@cases/domain/payments/bonus';
import { promoBonusKopecks, reachedFlexOffer } from '@cases/domain/payments/deposit-credit';
import { toRoubles } from '@cases/domain/money';
import type { Tx } from '../../db/client.ts';
import { caseImage } from '../../kernel/catalog/wire.ts';
import { grantCaseDrop } from '../../kernel/inventory/grant.ts';
import { credit } from '../../platform/ledger.ts';
import { lookupPromo, spendPromo, type FlexOffer, type PromoDetails } from './service.ts';

/** What the code added to the deposit. */
export interface DepositPromo {
  kind: 'common' | 'blogger';
  /** Kopecks credited (`promo_bonus`). */
  money: number;
  coins: number;
  prize: { icon: string; title: string; price: number; inventoryItemId: number } | null;
}

/**
 * Applies `order.promoCode` to the credited order; null when the code is gone, instant, or (blogger)
 * no offer is reached yet — then it keeps waiting — or when it was no longer waiting.
 */
export async function applyDepositPromo(
  tx: Tx,
  order: { id: string; userId: number; amount: number; promoCode: string },
): Promise<DepositPromo | null> {
  const roubles = toRoubles(order.amount);
  const promo = await lookupPromo(tx, order.promoCode);
  if (!promo || promo.kind === 'instant') return null;
  const details = promo.details as PromoDetails;
  let offer: FlexOffer | undefined;
  if (promo.kind === 'blogger') {
    const offers = (details as { flex_offers: FlexOffer[] }).flex_offers;
    offer = reachedFlexOffer(roubles, offers);
    if (!offer) return null; // the code keeps waiting for a deposit that reaches an offer
  }
  if (!(await spendPromo(tx, order.userId, promo.code, order.id))) return null;
  const result: DepositPromo = {
    kind: promo.kind as 'common' | 'blogger',
    // The same rule as the refill form's total (domain deposit-credit.ts).
    money:
      promoBonusKopecks(
        order.amount,
        offer
          ? { kind: 'blogger', offers: [offer] }
          : { kind: 'common', percent: (details as { percent: number }).percent },
      ) ?? 0,
    coins: 0,
    prize: null,
  };
  if (result.money > 0)
    await credit(tx, {
      userId: order.userId,
      amount: result.money,
      reason: 'promo_bonus',
      reference: `order:${order.id}`,
    });
  if (offer) {
    result.coins = bloggerCoins(roubles, offer.tcoin_factor);
    if (result.coins > 0)
      await credit(tx, {
        userId: order.userId,
        amount: result.coins,
        currency: 'COIN',
        reason: 'promo_bonus',
        reference: `order:${order.id}`,
      });
    const prize = await grantCaseDrop(tx, order.userId, offer.case);
    if (prize)
      result.prize = {
        icon: caseImage(prize.entry.row.slug),
        title: prize.entry.row.name,
        price: prize.entry.row.price,
        inventoryItemId: prize.inventoryItemId,
      };
  }
  return result;
}

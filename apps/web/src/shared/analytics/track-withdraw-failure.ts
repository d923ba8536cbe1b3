/**
 * The withdraw-failure analytics event (spec 001 §8 "a failure analytics event (item name, price,
 * code) is sent"): `withdraw_failed` with props { item_name, price, code }, one per item, batched
 * with the page views.
 */
import { touchSession } from './campaign.ts';
import { enqueue } from './queue.ts';

export const WITHDRAW_FAILED_EVENT = 'withdraw_failed';

/** Queues one event per failed item; `price` in roubles, `code` the error key (e.g. error_skin_transfer). */
export function trackWithdrawFailure(
  items: readonly { name: string; price: number }[],
  code: string,
): void {
  for (const item of items) {
    enqueue({
      name: WITHDRAW_FAILED_EVENT,
      path: window.location.pathname,
      sessionId: touchSession(false),
      props: { itemName: item.name.slice(0, 500), price: item.price, code: code.slice(0, 500) },
    });
  }
}

/**
 * The secret shop's selection (issue 29 "Secret shop"; decision 018): time is cut into periods of
 * SECRET_SHOP_PERIOD_H from the Unix epoch; period `p`'s slots are drawn from the ordinary catalog items priced
 * within SECRET_SHOP_PRICE_MIN/MAX_RUB, sorted by id, by SHA-256 of `secret-shop:<p>:<slot>` — the first 6 bytes
 * pick the item among those not yet picked, the next 6 the discount inside [MIN, MAX] to the whole percent. The
 * same for every player and every process, and checkable by anyone who knows the catalog. Prices in kopecks.
 */
import { createHash } from 'node:crypto';
import type { ItemRow } from '../../kernel/catalog/snapshot.ts';
import type { ShopsConfig } from '../../shops-config.ts';

export interface SecretSlot {
  position: number;
  item: ItemRow;
  /** Whole percent off the item's price, and the price it sells for (kopecks, at least 1). */
  sale: number;
  price: number;
}

/** The period number at `now` (ms). */
export const periodAt = (now: number, periodMs: number): number => Math.floor(now / periodMs);

/** When period `period` ends (ms since the epoch). */
export const periodEnd = (period: number, periodMs: number): number => (period + 1) * periodMs;

const fractionOf = (bytes: Buffer): number => bytes.readUIntBE(0, 6) / 2 ** 48;

/** Period `period`'s slots from the catalog's ordinary items `items`; see the module. */
export function slotsOf(
  period: number,
  items: readonly ItemRow[],
  cfg: ShopsConfig['secretShop'],
): SecretSlot[] {
  const pool = items
    .filter((i) => i.price >= cfg.price.min && i.price <= cfg.price.max)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const lowest = Math.round(cfg.discount.min * 100);
  const highest = Math.round(cfg.discount.max * 100);
  const slots: SecretSlot[] = [];
  for (let position = 0; position < cfg.slots && pool.length > 0; position += 1) {
    const hash = createHash('sha256').update(`secret-shop:${period}:${position}`).digest();
    const [item] = pool.splice(Math.floor(fractionOf(hash.subarray(0, 6)) * pool.length), 1);
    const sale = lowest + Math.floor(fractionOf(hash.subarray(6, 12)) * (highest - lowest + 1));
    slots.push({
      position,
      item: item!,
      sale,
      price: Math.max(1, Math.round((item!.price * (100 - sale)) / 100)),
    });
  }
  return slots;
}

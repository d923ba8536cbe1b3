/**
 * Balance vouchers (item type 3, spec 001 §3 "3 is a special kind", §4 Selection): withdrawing one credits
 * its price (kopecks) to the balance instead of sending anything to Steam. Not bound to a hero.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import type { Rarity } from '@cases/domain/catalog';
import type { CatalogItem } from './types.ts';

const voucher = (roubles: number, rarity: Rarity): CatalogItem => ({
  slug: `balance-bonus-${roubles}`,
  name: `Бонус на баланс ${roubles} ₽`,
  nameEn: `Balance bonus ${roubles} ₽`,
  hero: null,
  slot: 'voucher',
  rarity,
  priceKopecks: roubles * 100,
  type: ITEM_TYPE.voucher,
});

export const balanceVouchers: CatalogItem[] = [
  voucher(50, 'rare'),
  voucher(25, 'uncommon'),
  voucher(10, 'common'),
  voucher(5, 'common'),
];

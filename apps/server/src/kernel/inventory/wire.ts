/**
 * Inventory rows ↔ the wire: the inventory item (spec 001 §3 Inventory item; domain `inventoryItem`),
 * prices kopecks → roubles, one mapping for the listing, replacements and anything else that answers
 * items; and the wire's inventory item id → the row id.
 */
import type { ItemView } from '@cases/domain/api/common';
import {
  tradeOfferUrl,
  type InventoryItem,
  type ItemStatus,
  type TradeOfferWire,
} from '@cases/domain/api/inventory';
import type { Language } from '@cases/domain/api/site-web';
import { toRoubles } from '@cases/domain/money';
import type { ItemRow, Snapshot } from '../catalog/snapshot.ts';
import { AppError } from '../../platform/errors.ts';
import { itemWire } from '../catalog/wire.ts';
import type { InventoryRow } from './item-row.ts';

/** An inventory row id from the wire; 404 invalidItem unless it is 1–15 digits. */
export function parseItemId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new AppError(404, 'invalidItem', 'Item not found');
  return Number(raw);
}

/** What only some items have: a pack's contents, a PREPARING item's withdrawal timer end. */
export interface InventoryWireExtras {
  packItems?: ItemView[];
  timerEndsAt?: Date | null;
  /** A sent item's trade offer: its id, the bot account and when the shop cancels it. */
  tradeOffer?: { id: string; botName: string; expiresAt: Date } | null;
}

/**
 * One inventory item on the wire; `item` is the row's catalog item, `snap` resolves the case slug,
 * `lang` the language of its name (spec 000 §7 client language).
 */
export function inventoryItemWire(
  row: InventoryRow,
  item: ItemRow,
  snap: Snapshot,
  extras: InventoryWireExtras = {},
  lang: Language = 'ru',
): InventoryItem {
  return {
    ...itemWire(item, row.price, lang),
    price_profile: toRoubles(item.price),
    id: String(row.id),
    item_id: row.itemId,
    type: item.type,
    status: row.status as ItemStatus,
    source: row.source as InventoryItem['source'],
    case_slug: row.caseId === null ? null : (snap.byKey.get(String(row.caseId))?.row.slug ?? null),
    created_at: row.createdAt.toISOString(),
    pack_items: extras.packItems ?? [],
    timer_data: extras.timerEndsAt ? { end_at: extras.timerEndsAt.toISOString() } : null,
    trade_offer: extras.tradeOffer ? tradeOfferWire(extras.tradeOffer) : null,
  };
}

/** A sent trade offer on the wire: its id, its Steam link, the bot that sent it, its expiry. */
export function tradeOfferWire(offer: {
  id: string;
  botName: string;
  expiresAt: Date;
}): TradeOfferWire {
  return {
    id: offer.id,
    url: tradeOfferUrl(offer.id),
    bot_name: offer.botName,
    expires_at: offer.expiresAt.toISOString(),
  };
}

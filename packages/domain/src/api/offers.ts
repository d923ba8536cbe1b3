/**
 * Offers, personal offers and the secret shop on the wire (issue 29; spec 000 §1–2, spec 001 §2 offers shop and
 * personal-offer modal, §3 Offer, §7 "Event, battle pass, offers"). Money in roubles, coins whole, times ISO.
 */
import { z } from 'zod';
import { itemView, roubles } from './common.ts';

/** What makes a personal offer (decision 018): a first deposit, a losing streak, a return after a week away, a new level. */
export const OFFER_TRIGGER_TYPES = [
  'first_deposit',
  'losing_streak',
  'comeback',
  'new_level',
] as const;
export type OfferTriggerType = (typeof OFFER_TRIGGER_TYPES)[number];

/** A case in an offer's bundle: `count` free openings of it, shown on its card once bought. */
export const offerCase = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  /** The case's own price (roubles): what the openings would cost. */
  price: roubles,
  count: z.number().int().positive(),
});
export type OfferCase = z.infer<typeof offerCase>;

/** Spec 001 §3 Offer in snake_case, with what a buyer needs to see (limit, stock, end). */
export const offer = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string(),
  /** The personal offer's id (a trigger id) when this is one; null in the shop. */
  trigger_id: z.string().nullable(),
  offer_id: z.string(),
  /** The offer's stable name (its slug). */
  offer_name: z.string(),
  old_price: roubles.nullable(),
  price: roubles,
  /** Whole percent off the old price (0 without one). */
  sale: z.number().int(),
  cases: z.array(offerCase),
  label: z.string().nullable(),
  label_color: z.string().nullable(),
  label_name: z.string().nullable(),
  /** What made this personal offer; null in the shop. */
  trigger_type: z.enum(OFFER_TRIGGER_TYPES).nullable(),
  bonus_coins: z.number().int(),
  bonus_money: roubles,
  /** When it stops being sold (a shop offer's end or a personal offer's expiry); null: no end. */
  ends_at: z.string().nullable(),
  /** Purchases each player may make, and how many the caller has made (0 for visitors). */
  limit: z.number().int(),
  bought: z.number().int(),
  /** Purchases left in stock for everybody; null: unlimited. */
  stock_left: z.number().int().nullable(),
});
export type Offer = z.infer<typeof offer>;

/** `GET /v1/offers` (public) and `GET /v1/offers/user/{id}` (the caller's personal offers). */
export const offersResponse = z.object({ offers: z.array(offer) });
export const offerIdParam = z.object({ offer_id: z.string().min(1).max(100) });

/** `POST /v1/offers/{offer_id}/buy`: optional body naming the personal offer bought. */
export const offerBuyBody = z
  .object({ trigger_id: z.string().min(1).max(100).optional() })
  .strict()
  .nullish();
export const offerBuyResponse = z.object({
  offer_id: z.string(),
  /** The balance (roubles) and coins after the purchase. */
  balance: roubles,
  coin_balance: z.number().int(),
  granted: z.object({
    cases: z.array(offerCase),
    coins: z.number().int(),
    money: roubles,
  }),
});
export type OfferBuyResponse = z.infer<typeof offerBuyResponse>;

/** A personal offer among `GET /v1/triggers` (beside the daily-case triggers). */
export const offerTrigger = z.object({
  id: z.string(),
  type: z.literal('offer'),
  trigger_type: z.enum(OFFER_TRIGGER_TYPES),
  offer_id: z.string(),
  expires_at: z.string(),
  /** Whether the personal-offer modal has shown it to the player already (issue 48: once per player). */
  shown: z.boolean(),
});
export type OfferTrigger = z.infer<typeof offerTrigger>;

/** `POST /v1/offers/personal/{trigger_id}/shown`: the player's personal offer, marked shown (issue 48). */
export const offerTriggerParam = z.object({ trigger_id: z.string().min(1).max(100) });
export const offerShownResponse = z.object({
  trigger_id: z.string(),
  /** When the modal first showed it (ISO 8601); a repeated call answers the same instant. */
  shown_at: z.string(),
});

/** A secret-shop slot: a catalog item sold below its price this period (decision 018). */
export const secretShopSlot = z.object({
  /** Stable within the period: `<period>-<position>`. */
  id: z.string(),
  item: itemView,
  price: roubles,
  old_price: roubles,
  sale: z.number().int(),
  stock: z.number().int(),
  stock_left: z.number().int(),
});
export type SecretShopSlot = z.infer<typeof secretShopSlot>;

/** `GET /v1/secret-shop`: this period's slots and the caller's standing. */
export const secretShopResponse = z.object({
  min_level: z.number().int(),
  /** The caller's level (0 for visitors) and whether it lets them buy. */
  level: z.number().int(),
  allowed: z.boolean(),
  period_ends_at: z.string(),
  /** Items each player may buy this period, and how many the caller has bought. */
  limit: z.number().int(),
  bought: z.number().int(),
  slots: z.array(secretShopSlot),
});
export type SecretShopResponse = z.infer<typeof secretShopResponse>;
export const secretSlotParam = z.object({ slot_id: z.string().min(1).max(100) });
export const secretShopBuyResponse = z.object({
  balance: roubles,
  /** The bought item, now in the inventory (source `Change`). */
  inventory_item_id: z.string(),
  item: itemView,
});

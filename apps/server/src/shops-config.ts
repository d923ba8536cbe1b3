/**
 * Configuration of offers, personal-offer triggers, the secret shop and skin exchange (issue 29; decision 018),
 * validated at boot with the rest of config.ts. Money in roubles in the environment, kopecks after loading;
 * shares are fractions (0.05 = 5 %).
 */
import { OFFER_TRIGGER_TYPES, type OfferTriggerType } from '@cases/domain/api/offers';
import { z } from 'zod';

const fraction = (max: number, fallback: number) =>
  z.coerce.number().min(0).max(max).default(fallback);

const schema = z.object({
  /**
   * Which triggers make personal offers (comma list of first_deposit, losing_streak, comeback, new_level; all by
   * default; `none` for none), and how long a personal offer lasts (hours).
   */
  OFFER_TRIGGERS: z.string().max(200).default(OFFER_TRIGGER_TYPES.join(',')),
  OFFER_PERSONAL_TTL_H: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(24),
  /** first_deposit: offered when the player's first credited deposit is at most this many hours old. */
  OFFER_FIRST_DEPOSIT_WINDOW_H: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(24),
  /**
   * losing_streak: offered when the player spent at least SPENT roubles on cases in the last 24 h and the drops
   * are worth under RETURN of it; at most once per COOLDOWN days.
   */
  OFFER_LOSING_SPENT_RUB: z.coerce.number().min(1).max(10_000_000).default(1_000),
  OFFER_LOSING_RETURN_SHARE: fraction(1, 0.5),
  OFFER_LOSING_COOLDOWN_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** comeback: offered when the player's last money movement before this visit is older than DAYS days. */
  OFFER_COMEBACK_DAYS: z.coerce.number().min(0.001).max(365).default(7),
  /** The secret shop (flag `secret_shop`): level needed, rotation period (h), slots, stock per slot, buys per
   * player per period, and the discount range (fractions) and item price range (roubles) of the selection. */
  SECRET_SHOP_MIN_LEVEL: z.coerce.number().int().min(1).max(200).default(3),
  SECRET_SHOP_PERIOD_H: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  SECRET_SHOP_SLOTS: z.coerce.number().int().min(1).max(24).default(8),
  SECRET_SHOP_STOCK: z.coerce.number().int().min(1).max(100_000).default(25),
  SECRET_SHOP_PER_PLAYER: z.coerce.number().int().min(1).max(100).default(3),
  SECRET_SHOP_DISCOUNT_MIN: fraction(0.9, 0.15),
  SECRET_SHOP_DISCOUNT_MAX: fraction(0.9, 0.35),
  SECRET_SHOP_PRICE_MIN_RUB: z.coerce.number().min(0.01).max(10_000_000).default(20),
  SECRET_SHOP_PRICE_MAX_RUB: z.coerce.number().min(0.01).max(10_000_000).default(5_000),
  /** Skin exchange: the share of the given items' value kept by the shop (published on the page). */
  EXCHANGE_MARGIN: fraction(0.5, 0.05),
});

export interface ShopsConfig {
  offers: {
    triggers: readonly OfferTriggerType[];
    personalTtlMs: number;
    firstDepositWindowMs: number;
    losing: { spentKopecks: number; returnShare: number; cooldownDays: number };
    comebackMs: number;
  };
  secretShop: {
    minLevel: number;
    periodMs: number;
    slots: number;
    stock: number;
    perPlayer: number;
    discount: { min: number; max: number };
    price: { min: number; max: number };
  };
  exchange: { margin: number };
}

const kopecks = (roubles: number) => Math.round(roubles * 100);
const HOUR = 3_600_000;

/** Reads the shops' variables; throws a readable error on bad or inconsistent values. */
export function loadShopsConfig(env: NodeJS.ProcessEnv): ShopsConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const listed = e.OFFER_TRIGGERS.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== 'none');
  const unknown = listed.filter((s) => !(OFFER_TRIGGER_TYPES as readonly string[]).includes(s));
  if (unknown.length > 0)
    throw new Error(
      `Bad configuration: OFFER_TRIGGERS names unknown triggers: ${unknown.join(', ')}`,
    );
  if (e.SECRET_SHOP_DISCOUNT_MIN > e.SECRET_SHOP_DISCOUNT_MAX)
    throw new Error(
      'Bad configuration: SECRET_SHOP_DISCOUNT_MIN is above SECRET_SHOP_DISCOUNT_MAX',
    );
  if (e.SECRET_SHOP_PRICE_MIN_RUB > e.SECRET_SHOP_PRICE_MAX_RUB)
    throw new Error(
      'Bad configuration: SECRET_SHOP_PRICE_MIN_RUB is above SECRET_SHOP_PRICE_MAX_RUB',
    );
  return {
    offers: {
      triggers: listed as OfferTriggerType[],
      personalTtlMs: Math.round(e.OFFER_PERSONAL_TTL_H * HOUR),
      firstDepositWindowMs: Math.round(e.OFFER_FIRST_DEPOSIT_WINDOW_H * HOUR),
      losing: {
        spentKopecks: kopecks(e.OFFER_LOSING_SPENT_RUB),
        returnShare: e.OFFER_LOSING_RETURN_SHARE,
        cooldownDays: e.OFFER_LOSING_COOLDOWN_DAYS,
      },
      comebackMs: Math.round(e.OFFER_COMEBACK_DAYS * 86_400_000),
    },
    secretShop: {
      minLevel: e.SECRET_SHOP_MIN_LEVEL,
      periodMs: e.SECRET_SHOP_PERIOD_H * HOUR,
      slots: e.SECRET_SHOP_SLOTS,
      stock: e.SECRET_SHOP_STOCK,
      perPlayer: e.SECRET_SHOP_PER_PLAYER,
      discount: { min: e.SECRET_SHOP_DISCOUNT_MIN, max: e.SECRET_SHOP_DISCOUNT_MAX },
      price: {
        min: kopecks(e.SECRET_SHOP_PRICE_MIN_RUB),
        max: kopecks(e.SECRET_SHOP_PRICE_MAX_RUB),
      },
    },
    exchange: { margin: e.EXCHANGE_MARGIN },
  };
}

/**
 * Payment wire schemas, spec 001 §3 Payment entities, §7 Payments.
 */
import { z } from 'zod';
import { DEFAULT_MAXIMAL_AMOUNT, DEFAULT_MINIMAL_AMOUNT } from '../payments/amount-limits.ts';
import { roubles } from './common.ts';

/** Sandbox top-up limits in roubles. */
export const TOPUP_MIN = 10;
export const TOPUP_MAX = 100_000;

/**
 * `POST /v1/payments/transaction/start`: the direction, the amount in the country's currency (2
 * decimals; the direction's limits apply), the country (RU by default), the direction's additional
 * info fields. The roubles credited are `amount × rate` (spec 001 §5).
 */
export const startBody = z
  .object({
    payment_direction_id: z.string().min(1).max(64),
    amount: z
      .number()
      .positive()
      .max(10_000_000)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    additional_info: z.record(z.string().max(32), z.string().max(200)).optional(),
  })
  .strict();
export const startResponse = z.object({ order_id: z.string(), redirect_url: z.string() });

export const PAYMENT_STATUSES = ['pending', 'success', 'fail'] as const;
export const statusQuery = z.object({ orderId: z.string().min(1).max(64) });
/**
 * `GET /v1/payments/transaction/status?orderId` (spec 001 §3 Payment status): `value` the roubles
 * credited (or to be) for the payment itself; `credited` all the roubles a settled deposit brought — `value` and
 * every bonus paid with it (bonus level, the direction's bonus, a promo), what the result page says arrived (issue
 * 48; `value` before it settles); `bonus` only for a deposit under a blogger promo (spec 001 §4 mapping).
 */
export const statusResponse = z.object({
  status: z.enum(PAYMENT_STATUSES),
  value: roubles,
  credited: roubles,
  currency: z.string(),
  amount: z.number(),
  bonus: z
    .object({
      coins: z.number().int(),
      prize: z.object({ icon: z.string(), title: z.string(), price: roubles }).nullable(),
      sum_promo: roubles.nullable(),
    })
    .nullable(),
});
export type PaymentStatusResponse = z.infer<typeof statusResponse>;

/** Payment directions for the refill page (sandbox only in this release). */
export const directionsResponse = z.object({
  directions: z.array(
    z.object({
      payment_direction_id: z.string(),
      name: z.string(),
      minimal_amount: roubles,
      maximal_amount: roubles,
      bonus_percent: z.number(),
    }),
  ),
});

/** A payment direction as the refill page lists it (spec 001 §3). */
export const directionView = z.object({
  payment_direction_id: z.string(),
  name: z.string(),
  system_name: z.string(),
  img: z.string(),
  type: z.number().int(),
  // Spec 001 §5: a missing minimum is 1, a missing maximum 0 (no upper limit), a missing label empty.
  minimal_amount: z.number().default(DEFAULT_MINIMAL_AMOUNT),
  maximal_amount: z.number().default(DEFAULT_MAXIMAL_AMOUNT),
  default_minimal_amount: z.number(),
  bonus_percent: z.number(),
  payment_direction_type_name: z.string(),
  sort: z.object({ desktop: z.number().int(), mobile: z.number().int() }),
  additional_info: z.array(
    z.object({
      name: z.string(),
      label: z.string().default(''),
      default_value: z.string(),
      options: z.array(z.object({ name: z.string(), value: z.string() })),
      required: z.boolean(),
    }),
  ),
});
export type DirectionView = z.infer<typeof directionView>;

/** A country with its currency, sum buttons and directions (spec 001 §3 Payment country). */
export const countryView = z.object({
  iso: z.string(),
  name: z.string(),
  currency: z.object({
    code: z.string(),
    preliminary_amount: z.number(),
    rate: z.number(),
    symbol: z.string(),
  }),
  buttons: z.object({
    country_sum_button_data: z.object({
      desktop: z.array(z.number()),
      mobile: z.array(z.number()),
    }),
  }),
  directions: z.object({ payment_direction_data: z.array(directionView) }),
});
export type CountryView = z.infer<typeof countryView>;
export const countriesResponse = z.array(countryView);
export const countryIsoParam = z.object({ iso: z.string().regex(/^[A-Za-z]{2}$/) });
/** `GET /nitro-api/default-country` (spec 001 §7). */
export const defaultCountryResponse = z.object({ iso: z.string() });
/**
 * `GET /nitro-api/default-country?languages=`: the browser's own language list (`navigator.languages`, comma
 * separated), read before `Accept-Language`, which the web client sets to the interface language.
 */
export const defaultCountryQuery = z.object({ languages: z.string().max(300).optional() });

/** `GET /v1/payments/bonus/levels`: ascending by `limit` (roubles). */
export const bonusLevelsResponse = z.array(
  z.object({ limit: z.number(), bonus_multiplier: z.number() }),
);

/** A promo code as `GET /v1/payments/promo/info/{code}` answers (spec 001 §3 Promo info). */
export const promoInfoResponse = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('instant'),
    code: z.string(),
    sum: roubles,
    /** Applied only after a confirmed deposit of the player's own (issue 26). */
    requires_deposit: z.boolean(),
  }),
  z.object({ type: z.literal('common'), code: z.string(), percent: z.number(), img: z.string() }),
  z.object({
    type: z.literal('blogger'),
    code: z.string(),
    img: z.string(),
    flex_offers: z.array(
      z.object({
        case: z.object({ img: z.string(), name: z.string(), price: roubles }),
        tcoin_factor: z.number(),
        price_from: roubles,
        money_factor: z.number(),
      }),
    ),
  }),
]);
export type PromoInfo = z.infer<typeof promoInfoResponse>;
/** The guest lookup: the kind and what it gives (spec 001 §3). */
export const guestPromoResponse = z.object({
  type: z.enum(['instant', 'common', 'blogger']),
  percent: z.number().nullable(),
  money_factor: z.number().nullable(),
  /** An instant code applied only after a confirmed deposit (issue 26). */
  requires_deposit: z.boolean(),
});
export const promoCodeParam = z.object({ code: z.string().min(1).max(64) });
export const promoApplyBody = z.object({ code: z.string().min(1).max(64) }).strict();
export const promoApplyResponse = z.object({
  success: z.literal(true),
  type: z.enum(['instant', 'common', 'blogger']),
  /** The balance after an instant code (roubles); null for codes that wait for a deposit. */
  balance: roubles.nullable(),
});

/**
 * Top-up orders (spec 001 §3 Payment entities) and promo codes (spec 000 §5, 001 §3 Promo info).
 * Amounts in kopecks unless named `original*` (the payer's currency, minor units).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `payment_orders`: modules/payments (kernel/players/deposits.ts reads credited orders for deposit rules)
 * - `payment_notices`: modules/payments (every verified provider answer about an order, for the console)
 * - `promo_codes, promo_redemptions, staff_promo_days`: modules/promo
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staffDayBudgetTable } from './staff-days.ts';
import { userRef } from './users.ts';

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    directionId: text('direction_id').notNull(),
    /** RUB kopecks to credit (the payer's amount at `rate`). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending → success | fail, once. */
    status: text('status').notNull().default('pending'),
    /** The payer's country, currency, amount (minor units) and roubles per unit at the start. */
    country: text('country').notNull().default('RU'),
    currency: text('currency').notNull().default('RUB'),
    originalAmount: bigint('original_amount', { mode: 'number' }),
    rate: doublePrecision('rate').notNull().default(1),
    /** sandbox | yookassa, and the provider's own payment id once it has one. */
    provider: text('provider').notNull().default('sandbox'),
    providerPaymentId: text('provider_payment_id'),
    /** The active promo code applied to this deposit (common or blogger), if any. */
    promoCode: text('promo_code'),
    /** What the deposit earned on top: `{ money, coins, level, sum_promo, prize }` (kopecks, coins). */
    bonus: jsonb('bonus'),
    /** Reconciliation: when to ask the provider next while pending, and how often it was asked. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId),
    index('payment_orders_reconcile_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * What a provider said about an order (issue 30 "payment orders with their notifications"): each verified
 * callback, each answer of the reconciliation job and of the console's "reconcile now", with what applying it
 * did (`result`: settled | unchanged | mismatch | unknown | wrong_provider). `order_id` is the notice's own
 * (no foreign key: a notice about an unknown order is kept too). Amounts in the notice's minor units.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id').notNull(),
    provider: text('provider').notNull(),
    /** callback | reconcile | console. */
    source: text('source').notNull(),
    /** pending | success | fail. */
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    providerPaymentId: text('provider_payment_id'),
    result: text('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notices_order_idx').on(t.orderId, t.id)],
);

/** Promo codes of three kinds (instant, common, blogger); `details` holds the kind's fields. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  /** instant: `{ sum }` kopecks; common: `{ percent, img }`; blogger: `{ img, flex_offers }`. */
  details: jsonb('details').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Total uses allowed (null: unlimited) and taken so far. */
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  /**
   * Applied only by a player with a confirmed deposit of their own (issue 26: instant codes funded
   * farms of fresh accounts); 403 `promo_deposit_required` otherwise.
   */
  requiresDeposit: boolean('requires_deposit').notNull().default(false),
  createdAt: createdAt(),
  /** The staff member who saved the code (null: seeded, or saved before issue 44). */
  createdBy: integer('created_by'),
  /**
   * approved | pending (issue 44): an instant code over a cap waits, unusable, for a second staff member with
   * `money.adjust`; `requestedBy` saved the change that waits, `approvedBy` approved the last one.
   */
  approval: text('approval').notNull().default('approved'),
  requestedBy: integer('requested_by'),
  approvedBy: integer('approved_by'),
});

/**
 * What a staff member's instant codes saved on a UTC day may pay out in all without a second approval (issue 44:
 * PROMO_INSTANT_DAILY_CAP_RUB), kept as the saves happen: kopecks taken from the day's budget.
 */
export const staffPromoDays = staffDayBudgetTable('staff_promo_days');

/** One use of a code by a player: applied (active) or spent on a deposit; once per player. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: userRef(),
    /** active (waiting for a deposit) | spent | reset (given up by the player). */
    state: text('state').notNull(),
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

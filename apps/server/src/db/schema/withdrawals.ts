/**
 * Withdrawals (spec 001 §4 Item withdrawal): one row per inventory item sent to Steam, with its state
 * PREPARING → send → done | failed, its trade offer and its 5-minute timer. The steps that move it run
 * on the job queue (modules/withdrawals/worker.ts, `withdrawal-step`). At most one unfinished
 * withdrawal per item (partial unique index).
 *
 * `trade_provider_status`: what each trade provider last said of itself (issue 46): the marketplace's balance there
 * and whether buying is paused for it, for the console's providers panel across processes.
 * `shop_ledger`: the shop's own money spent delivering withdrawals (issue 46): each marketplace purchase's cost
 * (negative) and, for a purchase the marketplace failed and refunded, the refund (positive); one of each per
 * withdrawal at most.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `withdrawal_jobs`, `trade_provider_status`, `shop_ledger`: modules/withdrawals
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { inventoryItems } from './game.ts';
import { userRef } from './users.ts';

export const withdrawalJobs = pgTable(
  'withdrawal_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryItems.id),
    /** 'trade' (trade link) or 'login' (Steam login). */
    method: text('method').notNull(),
    /** Where the offer goes: the trade link or the Steam login at the time of sending. */
    target: text('target').notNull(),
    /** PREPARING | send | done | failed. */
    state: text('state').notNull(),
    /** The spec's 5-minute timer (spec 001 §9): past it a PREPARING job fails. */
    timerEndsAt: timestamp('timer_ends_at', { withTimezone: true }).notNull(),
    /** When its next step is due (the offer is looked at again); its queued step runs then. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    tradeOfferId: text('trade_offer_id'),
    /** error_skin_transfer | item_transfer_canceled, when failed. */
    errorCode: text('error_code'),
    /** The trade provider that handles it (`simulated`, `market`, `steam`; issue 46), set with its first send attempt. */
    provider: text('provider'),
    /**
     * The provider the console chose for it (issue 46 "switch provider"), before any was asked to deliver: with several
     * providers only this one is asked; null: each in the order of preference.
     */
    pinnedProvider: text('pinned_provider'),
    /**
     * When the worker last asked the provider to send (set just before the call): the console does not cancel a
     * withdrawal whose send may still be on its way (a marketplace purchase cannot be taken back).
     */
    sendAttemptAt: timestamp('send_attempt_at', { withTimezone: true }),
    /** Why the provider holds it back for now (`price_above_ceiling`, `market_balance_low`, `no_offers`, `no_stock`), or null. */
    holdReason: text('hold_reason'),
    /** What the marketplace charged the shop for the item (kopecks), once bought. */
    pricePaid: bigint('price_paid', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_jobs_active_item_idx')
      .on(t.inventoryItemId)
      .where(sql`${t.state} in ('PREPARING', 'send')`),
    index('withdrawal_jobs_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A trade provider's last word on itself (issue 46): its balance there (kopecks) and whether it is too low to buy. */
export const tradeProviderStatus = pgTable('trade_provider_status', {
  provider: text('provider').primaryKey(),
  balanceKopecks: bigint('balance_kopecks', { mode: 'number' }),
  /** The balance was under the floor at the last check: buying paused. */
  low: boolean('low').notNull().default(false),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * The shop's ledger of what delivering withdrawals costs it (issue 46), kopecks: `market_purchase` (−the price the
 * marketplace charged), `market_refund` (+the same, when the marketplace failed the purchase and refunded it). Written
 * in the transaction that records the purchase or the failure; unique per withdrawal and kind, so a step run twice
 * writes once.
 */
export const shopLedger = pgTable(
  'shop_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalJobs.id),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_ledger_withdrawal_kind_idx').on(t.withdrawalId, t.kind)],
);

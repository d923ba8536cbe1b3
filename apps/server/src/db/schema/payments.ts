/** Top-up orders (spec 001 §3 Payment entities). Amounts in kopecks. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    directionId: text('direction_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending → success | fail, once. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('payment_orders_user_idx').on(t.userId)],
);

/**
 * A staff member's budget of a UTC day (issue 44): what their saves of that day have taken, kopecks, kept as the
 * saves happen by one conditional upsert. Two tables share the shape: `staff_promo_days` (instant promo codes,
 * payments.ts) and `staff_value_days` (everything else that pays players, console.ts). Not exported by index.ts:
 * a table maker, not a table.
 */
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';

/** The table `name`: user id, day (YYYY-MM-DD, UTC), kopecks taken; one row per staff member and day. */
export const staffDayBudgetTable = (name: string) =>
  pgTable(
    name,
    {
      userId: userRef(),
      day: text('day').notNull(),
      kopecks: bigint('kopecks', { mode: 'number' }).notNull(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.day] })],
  );

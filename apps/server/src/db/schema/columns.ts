/**
 * Columns many tables declare alike (drizzle's reusable column definitions), so each reads the same
 * everywhere: `created_at` with its time zone, set by the database when the row is made.
 */
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made: `created_at`, with time zone, now by default. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * First-party analytics sink (spec 000 §3 usage-tracking record, §7 page views and sessions).
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `analytics_events`: modules/analytics
 */
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    /** `page_view`, `session`, or a product event name. */
    name: text('name').notNull(),
    sessionId: text('session_id'),
    path: text('path'),
    referrer: text('referrer'),
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    props: jsonb('props')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_name_created_idx').on(t.name, t.createdAt)],
);

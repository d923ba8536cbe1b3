/**
 * Experiment assignments (spec 000 §7 experiment service; modules/experiments, the only writer): the variant each
 * visitor was given, once and for good (sticky whatever the shares become later). A visitor is `u:<user id>` when
 * signed in, else `d:<device id>` (the web client's own id); `user_id` is set for the former, and the conversion
 * (credited top-ups after `assigned_at`) is read through it.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    experiment: text('experiment').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').references(() => users.id),
    variant: text('variant').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.experiment, t.subject] }),
    index('experiment_assignments_variant_idx').on(t.experiment, t.variant),
  ],
);

/**
 * Experiment assignments (spec 000 §7 experiment service; modules/experiments, the only writer): the variant each
 * player was given, once and for good (sticky whatever the shares become later); `subject` is `u:<user id>` (a
 * signed-out device's variant is computed from its id and never written), and the conversion (credited top-ups
 * after `assigned_at`) is read through `user_id`.
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

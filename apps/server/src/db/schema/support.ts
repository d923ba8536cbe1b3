/**
 * The support chat (issue 30 "Support"; spec 000 §1 support chat widget): one conversation per player at a time
 * (open until staff close it; the player's next message opens a new one), its messages from the player or from
 * staff, assigned to a staff member.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `support_conversations, support_messages`: modules/support
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef, users } from './users.ts';

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    /** `open` or `closed`. */
    status: text('status').notNull().default('open'),
    /** The staff member who took it; null: nobody yet. */
    assignedTo: integer('assigned_to').references(() => users.id),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('support_conversations_status', sql`${t.status} in ('open', 'closed')`),
    /** At most one open conversation per player. */
    uniqueIndex('support_conversations_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('support_conversations_inbox_idx').on(t.status, t.lastMessageAt),
    index('support_conversations_user_idx').on(t.userId, t.id),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id),
    /** Who wrote it: the player, or the staff member when `fromStaff`. */
    authorId: userRef('author_id'),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * The console's support inbox on the wire (issue 30 "Support"; docs/console.md "Support"), right `support`:
 * conversations (open first, newest activity first), one thread, reply, assign, close, and the short-lived key
 * that lets the console's socket join the inbox's live room. Times ISO strings; ids decimal strings.
 */
import { z } from 'zod';
import { SUPPORT_STATUSES, supportMessage, type SupportStatus } from './support.ts';

/** `GET /v1/admin/support/conversations?status&page`: `all` lists the open ones first; 50 a page. */
export const supportInboxQuery = z.object({
  status: z.enum(['all', ...SUPPORT_STATUSES]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A conversation in the inbox: the player, who took it, the last message. */
export const supportInboxRow = z.object({
  id: z.string(),
  user_id: z.string(),
  nickname: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  assigned_to: z.string().nullable(),
  assigned_nickname: z.string().nullable(),
  created_at: z.string(),
  last_message_at: z.string(),
  closed_at: z.string().nullable(),
  last_message: z
    .object({ body: z.string(), from_staff: z.boolean(), created_at: z.string() })
    .nullable(),
});
export type SupportInboxRow = z.infer<typeof supportInboxRow>;

export const supportInboxResponse = z.object({
  conversations: z.array(supportInboxRow),
  page: z.number().int(),
  total: z.number().int(),
});

/** A message as staff see it: who wrote it. */
export const supportStaffMessage = supportMessage.extend({
  author_id: z.string(),
  author_nickname: z.string(),
});
export type SupportStaffMessage = z.infer<typeof supportStaffMessage>;

/** `GET /v1/admin/support/conversations/{id}`: the conversation and its messages, oldest first. */
export const supportThreadResponse = z.object({
  conversation: supportInboxRow,
  messages: z.array(supportStaffMessage),
});

/** `POST …/{id}/reply {body}`: the message written (a closed conversation: 409 support_closed). */
export const supportReplyResponse = z.object({ message: supportStaffMessage });

/**
 * `POST …/{id}/assign {staff_id?}`: to the caller when `staff_id` is absent, to that staff member (who must hold
 * the `support` right, else 400 support_assignee) when given, to nobody when null.
 */
export const supportAssignBody = z
  .object({
    staff_id: z
      .string()
      .regex(/^\d{1,12}$/)
      .nullable()
      .optional(),
  })
  .strict();

/** The answer of assign and close: the conversation as the inbox lists it. */
export const supportConversationRowResponse = z.object({ conversation: supportInboxRow });

/**
 * `GET /v1/admin/support/realtime-token` → `{ key }`: valid 60 s; the console's socket subscribes to channel
 * `support` with `args.key` to hear `support_inbox` events.
 */
export const supportRealtimeTokenResponse = z.object({ key: z.string() });

/** The realtime event `support_inbox` to the staff room: a conversation changed (a message, assign, close). */
export interface SupportInboxEvent {
  conversation_id: string;
  user_id: string;
  status: SupportStatus;
  assigned_to: string | null;
  message: (z.infer<typeof supportMessage> & { author_id: string }) | null;
}

/**
 * The support chat on the wire, the player's side (issue 30 "Support"; spec 000 §1 support chat widget: the
 * contact is the player's nickname and user id). One open conversation per player at a time; the first message
 * opens it, and after staff closed it the next message opens a new one. Times ISO strings; ids decimal strings.
 */
import { z } from 'zod';

/** Longest message, in characters after trimming. */
export const SUPPORT_MESSAGE_MAX = 2000;

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** `POST /v1/support/messages` and the console's reply: the text, trimmed, 1–2000 characters. */
export const supportMessageBody = z
  .object({ body: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX) })
  .strict();

/** One message; `from_staff` false: the player wrote it. */
export const supportMessage = z.object({
  id: z.string(),
  conversation_id: z.string(),
  from_staff: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessageWire = z.infer<typeof supportMessage>;

/** A conversation with its messages, oldest first (at most the last 500). */
export const supportConversation = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  created_at: z.string(),
  last_message_at: z.string(),
  closed_at: z.string().nullable(),
  messages: z.array(supportMessage),
});
export type SupportConversationWire = z.infer<typeof supportConversation>;

/** Who the player writes as (spec 000 §1: contact name = nickname, and the user id). */
export const supportContact = z.object({ user_id: z.string(), nickname: z.string() });

/** `GET /v1/support/conversation`: the contact and the player's latest conversation (null: none yet). */
export const mySupportResponse = z.object({
  contact: supportContact,
  conversation: supportConversation.nullable(),
});

/** `GET /v1/support/conversations/{id}` (only the player's own; another's is 404 support_not_found). */
export const supportConversationParam = z.object({ id: z.string().regex(/^\d{1,15}$/) });
export const supportConversationResponse = z.object({ conversation: supportConversation });

/** `POST /v1/support/messages`: the message written, in the conversation it went to, and the contact. */
export const supportSendResponse = z.object({
  contact: supportContact,
  conversation_id: z.string(),
  message: supportMessage,
});

/**
 * The realtime event `support_message` to the player's own room: a new message of their conversation (theirs
 * from another tab, or staff's reply), or `message` null when only the status changed (staff closed it).
 */
export interface SupportPlayerEvent {
  conversation_id: string;
  status: SupportStatus;
  message: SupportMessageWire | null;
}

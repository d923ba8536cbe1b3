/**
 * The support chat's rows in the wire's shape (packages/domain/src/api/support.ts, admin-support.ts): ids as
 * decimal strings, times ISO.
 */
import type { SupportStaffMessage } from '@cases/domain/api/admin-support';
import type { SupportConversationWire, SupportMessageWire } from '@cases/domain/api/support';
import type { ConversationRow, MessageRow } from './service.ts';

/** A message as the player sees it. */
export const messageWire = (m: MessageRow): SupportMessageWire => ({
  id: String(m.id),
  conversation_id: String(m.conversationId),
  from_staff: m.fromStaff,
  body: m.body,
  created_at: m.createdAt.toISOString(),
});

/** A message as staff see it: with its author. */
export const staffMessageWire = (m: MessageRow, authorNickname: string): SupportStaffMessage => ({
  ...messageWire(m),
  author_id: String(m.authorId),
  author_nickname: authorNickname,
});

/** A conversation with its messages, as the player sees it. */
export const conversationWire = (
  c: ConversationRow,
  messages: readonly MessageRow[],
): SupportConversationWire => ({
  id: String(c.id),
  status: c.status as SupportConversationWire['status'],
  created_at: c.createdAt.toISOString(),
  last_message_at: c.lastMessageAt.toISOString(),
  closed_at: c.closedAt === null ? null : c.closedAt.toISOString(),
  messages: messages.map(messageWire),
});

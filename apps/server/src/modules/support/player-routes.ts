/**
 * The player's support chat (issue 30 "Support"; spec 000 §1 support chat widget, contact = nickname and user
 * id), bearer auth: `GET /v1/support/conversation` (the contact and the latest conversation with its messages,
 * null before the first message), `GET /v1/support/conversations/{id}` (only the player's own: another's is
 * 404 support_not_found), `POST /v1/support/messages {body}` (trimmed, 1–2000 characters; at most 20 a minute
 * per player, 429 tooManyRequests; the first message opens a conversation, and after staff closed it the next
 * one opens a new one). A message reaches the player's other tabs (`support_message`) and the console's inbox
 * (`support_inbox`) live, after commit.
 */
import {
  mySupportResponse,
  supportConversationParam,
  supportConversationResponse,
  supportMessageBody,
  supportSendResponse,
} from '@cases/domain/api/support';
import { getUser } from '../../kernel/players/users.ts';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { tellPlayer, tellStaff } from './live.ts';
import {
  conversationById,
  latestConversation,
  messagesOf,
  notFound,
  postPlayerMessage,
} from './service.ts';
import { conversationWire, messageWire } from './wire.ts';

/** Messages a player may send a minute. */
export const SUPPORT_MESSAGES_PER_MIN = 20;

export function supportPlayerRoutes(app: App, { db, hub }: AppDeps): void {
  const contactOf = async (userId: number) => ({
    user_id: String(userId),
    nickname: (await getUser(db, userId)).nickname,
  });

  app.get(
    '/v1/support/conversation',
    { config: { auth: 'required' }, schema: { response: { 200: mySupportResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      const c = await latestConversation(db, userId);
      return {
        contact: await contactOf(userId),
        conversation: c ? conversationWire(c, await messagesOf(db, c.id)) : null,
      };
    },
  );

  app.get(
    '/v1/support/conversations/:id',
    {
      config: { errors: [[404, 'support_not_found']], auth: 'required' },
      schema: { params: supportConversationParam, response: { 200: supportConversationResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const c = await conversationById(db, Number(req.params.id));
      if (!c || c.userId !== userId) throw notFound();
      return { conversation: conversationWire(c, await messagesOf(db, c.id)) };
    },
  );

  app.post(
    '/v1/support/messages',
    {
      schema: { body: supportMessageBody, response: { 200: supportSendResponse } },
      config: {
        auth: 'required',
        rateLimit: {
          max: SUPPORT_MESSAGES_PER_MIN,
          timeWindow: 60_000,
          groupId: 'support-message',
          keyGenerator: async (req) => `u${(await optionalUser(db, req)) ?? req.ip}`,
        },
      },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const { conversation, message } = await postPlayerMessage(db, userId, req.body.body);
      const wire = messageWire(message);
      tellPlayer(hub, userId, {
        conversation_id: wire.conversation_id,
        status: 'open',
        message: wire,
      });
      tellStaff(hub, {
        conversation_id: wire.conversation_id,
        user_id: String(userId),
        status: 'open',
        assigned_to: conversation.assignedTo === null ? null : String(conversation.assignedTo),
        message: { ...wire, author_id: String(userId) },
      });
      return {
        contact: await contactOf(userId),
        conversation_id: wire.conversation_id,
        message: wire,
      };
    },
  );
}

/**
 * The console's support inbox (issue 30 "Support"; docs/console.md "Support"), right `support`:
 * `GET /v1/admin/support/conversations?status=all|open|closed&page` (open first, newest activity first, 50 a
 * page), `GET …/conversations/{id}` (the thread), `POST …/{id}/reply {body}`, `POST …/{id}/assign {staff_id?}`
 * (absent: to the caller; null: nobody), `POST …/{id}/close`, and `GET /v1/admin/support/realtime-token` (a 60 s
 * key for the console's socket, live.ts). Each action writes one audit entry in its transaction
 * (`support.reply`, `support.assign`, `support.close`, target `support:<id>`) and, after commit, tells the
 * player (`support_message`) and the inbox (`support_inbox`). Errors: 404 support_not_found, 409 support_closed
 * (reply, assign or close a closed one), 400 support_assignee, 400 bad input.
 */
import type { AuditAction } from '@cases/domain/api/admin';
import {
  supportAssignBody,
  supportConversationRowResponse,
  supportInboxQuery,
  supportInboxResponse,
  supportRealtimeTokenResponse,
  supportReplyResponse,
  supportThreadResponse,
  type SupportInboxEvent,
} from '@cases/domain/api/admin-support';
import { supportConversationParam, supportMessageBody } from '@cases/domain/api/support';
import type { FastifyRequest } from 'fastify';
import { requireStaff, type Staff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { inboxPage, inboxRow, nicknamesOf } from './inbox.ts';
import { signInboxKey, tellPlayer, tellStaff } from './live.ts';
import {
  assignConversation,
  closeConversation,
  lockForStaff,
  messagesOf,
  notFound,
  postStaffReply,
  type ConversationRow,
} from './service.ts';
import { messageWire, staffMessageWire } from './wire.ts';

const idOf = (c: ConversationRow) => String(c.id);
const assigned = (c: ConversationRow) => (c.assignedTo === null ? null : String(c.assignedTo));

export function supportAdminRoutes(app: App, { db, hub, config }: AppDeps): void {
  const entry = (staff: Staff, req: FastifyRequest, action: AuditAction, c: ConversationRow) => ({
    actorId: staff.userId,
    role: staff.role,
    ip: req.ip,
    action,
    target: `support:${c.id}`,
  });
  const inboxEvent = (c: ConversationRow): SupportInboxEvent => ({
    conversation_id: idOf(c),
    user_id: String(c.userId),
    status: c.status as SupportInboxEvent['status'],
    assigned_to: assigned(c),
    message: null,
  });
  const rowOrMissing = async (id: number) => {
    const row = await inboxRow(db, id);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/v1/admin/support/conversations',
    {
      config: { auth: 'required' },
      schema: { querystring: supportInboxQuery, response: { 200: supportInboxResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'support');
      return inboxPage(db, req.query.status, req.query.page);
    },
  );

  app.get(
    '/v1/admin/support/conversations/:id',
    {
      config: { auth: 'required' },
      schema: { params: supportConversationParam, response: { 200: supportThreadResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'support');
      const conversation = await rowOrMissing(Number(req.params.id));
      const messages = await messagesOf(db, Number(conversation.id));
      const names = await nicknamesOf(
        db,
        messages.map((m) => m.authorId),
      );
      return {
        conversation,
        messages: messages.map((m) => staffMessageWire(m, names.get(m.authorId) ?? '')),
      };
    },
  );

  app.post(
    '/v1/admin/support/conversations/:id/reply',
    {
      config: { auth: 'required' },
      schema: {
        params: supportConversationParam,
        body: supportMessageBody,
        response: { 200: supportReplyResponse },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'support');
      const { conversation, message } = await db.transaction(async (tx) => {
        const c = await lockForStaff(tx, Number(req.params.id));
        const written = await postStaffReply(tx, c, staff.userId, req.body.body);
        await audit(tx, {
          ...entry(staff, req, 'support.reply', c),
          after: {
            message_id: String(written.message.id),
            user_id: String(c.userId),
            body: req.body.body,
          },
        });
        return written;
      });
      const wire = messageWire(message);
      tellPlayer(hub, conversation.userId, {
        conversation_id: wire.conversation_id,
        status: 'open',
        message: wire,
      });
      tellStaff(hub, {
        ...inboxEvent(conversation),
        message: { ...wire, author_id: String(staff.userId) },
      });
      const names = await nicknamesOf(db, [staff.userId]);
      return { message: staffMessageWire(message, names.get(staff.userId) ?? '') };
    },
  );

  app.post(
    '/v1/admin/support/conversations/:id/assign',
    {
      config: { auth: 'required' },
      schema: {
        params: supportConversationParam,
        body: supportAssignBody,
        response: { 200: supportConversationRowResponse },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'support');
      const to =
        req.body.staff_id === undefined
          ? staff.userId
          : req.body.staff_id === null
            ? null
            : Number(req.body.staff_id);
      const c = await db.transaction(async (tx) => {
        const before = await lockForStaff(tx, Number(req.params.id));
        const after = await assignConversation(tx, before.id, to);
        await audit(tx, {
          ...entry(staff, req, 'support.assign', before),
          before: { assigned_to: assigned(before) },
          after: { assigned_to: assigned(after) },
        });
        return after;
      });
      tellStaff(hub, inboxEvent(c));
      return { conversation: await rowOrMissing(c.id) };
    },
  );

  app.post(
    '/v1/admin/support/conversations/:id/close',
    {
      config: { auth: 'required' },
      schema: {
        params: supportConversationParam,
        response: { 200: supportConversationRowResponse },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'support');
      const c = await db.transaction(async (tx) => {
        const before = await lockForStaff(tx, Number(req.params.id));
        const after = await closeConversation(tx, before.id);
        await audit(tx, {
          ...entry(staff, req, 'support.close', before),
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      });
      tellPlayer(hub, c.userId, { conversation_id: idOf(c), status: 'closed', message: null });
      tellStaff(hub, inboxEvent(c));
      return { conversation: await rowOrMissing(c.id) };
    },
  );

  app.get(
    '/v1/admin/support/realtime-token',
    { config: { auth: 'required' }, schema: { response: { 200: supportRealtimeTokenResponse } } },
    async (req) => {
      const staff = await requireStaff(db, req, 'support');
      return { key: signInboxKey(config.auth.secret, staff.userId) };
    },
  );
}

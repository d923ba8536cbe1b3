/**
 * The support chat's rules and transactions (issue 30 "Support"; docs/console.md "Support"): one open
 * conversation per player (the unique partial index `support_conversations_open_idx`), opened by the player's
 * first message and again by the first message after staff closed it; staff reply, assign and close. Every write
 * locks its conversation row (`for update`), so a close and a message cannot cross. Errors: AppError 404
 * support_not_found, 409 support_closed, 400 support_assignee.
 */
import { hasRight, type StaffRole } from '@cases/domain/api/admin';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { staffRoles, supportConversations, supportMessages } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

const conv = supportConversations;
const msg = supportMessages;
/** A thread shows at most its last 500 messages. */
const MESSAGES_SHOWN = 500;

export const notFound = () => new AppError(404, 'support_not_found', 'No such conversation');
const closed = () => new AppError(409, 'support_closed', 'The conversation is closed');

/** The conversation `id`, or null. */
export async function conversationById(db: DbOrTx, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conv).where(eq(conv.id, id));
  return row ?? null;
}

/** The player's open conversation, else their latest closed one, else null. */
export async function latestConversation(
  db: DbOrTx,
  userId: number,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conv)
    .where(eq(conv.userId, userId))
    .orderBy(desc(sql`${conv.status} = 'open'`), desc(conv.id))
    .limit(1);
  return row ?? null;
}

/** The last 500 messages of a conversation, oldest first. */
export async function messagesOf(db: DbOrTx, conversationId: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(msg)
    .where(eq(msg.conversationId, conversationId))
    .orderBy(desc(msg.id))
    .limit(MESSAGES_SHOWN);
  return rows.reverse();
}

/** The last message of each of `ids` (conversation id → message). */
export async function lastMessagesOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([msg.conversationId])
    .from(msg)
    .where(inArray(msg.conversationId, [...ids]))
    .orderBy(asc(msg.conversationId), desc(msg.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

const lockOpen = (tx: Tx, userId: number) =>
  tx
    .select()
    .from(conv)
    .where(and(eq(conv.userId, userId), eq(conv.status, 'open')))
    .for('update');

async function addMessage(
  tx: Tx,
  c: ConversationRow,
  authorId: number,
  fromStaff: boolean,
  body: string,
): Promise<{ conversation: ConversationRow; message: MessageRow }> {
  const [message] = await tx
    .insert(msg)
    .values({ conversationId: c.id, authorId, fromStaff, body })
    .returning();
  const [conversation] = await tx
    .update(conv)
    .set({ lastMessageAt: message!.createdAt })
    .where(eq(conv.id, c.id))
    .returning();
  return { conversation: conversation!, message: message! };
}

/**
 * Writes the player's message into their open conversation, opening one when there is none. Two first messages
 * at once: one insert wins the unique index, the other does nothing and takes the winner's row.
 */
export async function postPlayerMessage(
  db: Db,
  userId: number,
  body: string,
): Promise<{ conversation: ConversationRow; message: MessageRow; opened: boolean }> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [open] = await lockOpen(tx, userId);
      if (open) return { ...(await addMessage(tx, open, userId, false, body)), opened: false };
      const [created] = await tx
        .insert(conv)
        .values({ userId })
        .onConflictDoNothing({ target: conv.userId, where: sql`${conv.status} = 'open'` })
        .returning();
      if (created) return { ...(await addMessage(tx, created, userId, false, body)), opened: true };
      // Another first message opened it meanwhile (now committed): take that one.
    }
    throw new AppError(409, 'support_closed', 'The conversation changed meanwhile, send again');
  });
}

/** Locks conversation `id` for a staff action; 404 when missing, 409 when closed. */
export async function lockForStaff(tx: Tx, id: number): Promise<ConversationRow> {
  const [row] = await tx.select().from(conv).where(eq(conv.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status !== 'open') throw closed();
  return row;
}

/** Staff's reply into the locked open conversation `c`. */
export const postStaffReply = (tx: Tx, c: ConversationRow, staffId: number, body: string) =>
  addMessage(tx, c, staffId, true, body);

/** Assigns the locked conversation `id` to `staffId` (null: nobody); the assignee needs the `support` right. */
export async function assignConversation(
  tx: Tx,
  id: number,
  staffId: number | null,
): Promise<ConversationRow> {
  if (staffId !== null) {
    const [role] = await tx
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(eq(staffRoles.userId, staffId));
    if (!role || !hasRight(role.role as StaffRole, 'support'))
      throw new AppError(400, 'support_assignee', 'The assignee holds no support right');
  }
  const [row] = await tx
    .update(conv)
    .set({ assignedTo: staffId })
    .where(eq(conv.id, id))
    .returning();
  return row!;
}

/** Closes the locked conversation `id`; the player's next message opens a new one. */
export async function closeConversation(tx: Tx, id: number): Promise<ConversationRow> {
  const [row] = await tx
    .update(conv)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(eq(conv.id, id))
    .returning();
  return row!;
}

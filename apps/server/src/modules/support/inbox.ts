/**
 * The console's view of conversations (issue 30 "Support"): the inbox page — open ones first (with `status`
 * `all`), newest activity first, 50 a page — and single rows, each with the player's nickname, the assignee's
 * and the last message, in the wire's shape (packages/domain/src/api/admin-support.ts).
 */
import type { SupportInboxRow } from '@cases/domain/api/admin-support';
import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { supportConversations, users } from '../../db/schema/index.ts';
import { lastMessagesOf, type ConversationRow, type MessageRow } from './service.ts';

const conv = supportConversations;
const assignee = alias(users, 'assignee');
export const INBOX_PER_PAGE = 50;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function rowOf(
  c: ConversationRow,
  nickname: string,
  assignedNickname: string | null,
  last: MessageRow | undefined,
): SupportInboxRow {
  return {
    id: String(c.id),
    user_id: String(c.userId),
    nickname,
    status: c.status as SupportInboxRow['status'],
    assigned_to: c.assignedTo === null ? null : String(c.assignedTo),
    assigned_nickname: assignedNickname,
    created_at: c.createdAt.toISOString(),
    last_message_at: c.lastMessageAt.toISOString(),
    closed_at: iso(c.closedAt),
    last_message: last
      ? { body: last.body, from_staff: last.fromStaff, created_at: last.createdAt.toISOString() }
      : null,
  };
}

async function rowsWhere(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<SupportInboxRow[]> {
  const rows = await db
    .select({ c: conv, nickname: users.nickname, assignedNickname: assignee.nickname })
    .from(conv)
    .innerJoin(users, eq(users.id, conv.userId))
    .leftJoin(assignee, eq(assignee.id, conv.assignedTo))
    .where(where)
    .orderBy(desc(sql`${conv.status} = 'open'`), desc(conv.lastMessageAt), desc(conv.id))
    .limit(page.limit)
    .offset(page.offset);
  const last = await lastMessagesOf(
    db,
    rows.map((r) => r.c.id),
  );
  return rows.map((r) => rowOf(r.c, r.nickname, r.assignedNickname, last.get(r.c.id)));
}

/** One page of the inbox; `status` 'all' lists the open conversations first. */
export async function inboxPage(
  db: DbOrTx,
  status: 'all' | 'open' | 'closed',
  page: number,
): Promise<{ conversations: SupportInboxRow[]; page: number; total: number }> {
  const where = status === 'all' ? undefined : eq(conv.status, status);
  const [conversations, [total]] = await Promise.all([
    rowsWhere(db, where, { limit: INBOX_PER_PAGE, offset: (page - 1) * INBOX_PER_PAGE }),
    db.select({ n: count() }).from(conv).where(where),
  ]);
  return { conversations, page, total: total?.n ?? 0 };
}

/** The inbox row of conversation `id`, or null. */
export async function inboxRow(db: DbOrTx, id: number): Promise<SupportInboxRow | null> {
  const [row] = await rowsWhere(db, inArray(conv.id, [id]), { limit: 1, offset: 0 });
  return row ?? null;
}

/** The nicknames of `ids` (user id → nickname). */
export async function nicknamesOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

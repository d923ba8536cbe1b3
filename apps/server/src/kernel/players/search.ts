/**
 * Finding players for the console (issue 30 "Players, money, withdrawals"): by id, login, nickname (part of it,
 * case-insensitive), Steam login or link, or confirmed e-mail; and the figures of one player's items. The owner of
 * `users` and `user_emails` reads them here for the console (docs/architecture.md "Table owners"). Kopecks.
 */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, userEmails, users } from '../../db/schema/index.ts';

export interface FoundPlayer {
  id: number;
  login: string;
  nickname: string;
  steamLogin: string | null;
  email: string | null;
  balance: number;
  coinBalance: number;
  exp: number;
  blockedAt: Date | null;
  blockedReason: string | null;
  createdAt: Date;
}

const columns = {
  id: users.id,
  login: users.login,
  nickname: users.nickname,
  steamLogin: users.steamLogin,
  email: userEmails.email,
  balance: users.balance,
  coinBalance: users.coinBalance,
  exp: users.exp,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
  createdAt: users.createdAt,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Up to 50 players matching `q`, exact matches (id, login, Steam, e-mail) before nickname parts. */
export async function searchPlayers(db: DbOrTx, q: string): Promise<FoundPlayer[]> {
  const conditions: SQL[] = [
    eq(users.login, q),
    eq(users.steamLogin, q),
    eq(users.steamLink, q),
    eq(sql`lower(${userEmails.email})`, q.toLowerCase()),
    ilike(users.nickname, `%${escapeLike(q)}%`),
  ];
  if (/^\d{1,9}$/.test(q)) conditions.unshift(eq(users.id, Number(q)));
  return db
    .select(columns)
    .from(users)
    .leftJoin(userEmails, eq(userEmails.userId, users.id))
    .where(or(...conditions))
    .orderBy(
      sql`case when ${users.nickname} ilike ${`%${escapeLike(q)}%`} and ${users.login} <> ${q} then 1 else 0 end`,
      users.id,
    )
    .limit(50);
}

/** One player, or null. */
export async function playerById(db: DbOrTx, id: number): Promise<FoundPlayer | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(userEmails, eq(userEmails.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

/** The player's active items (count, kopecks) and items on their way to Steam. */
export async function itemFigures(
  db: DbOrTx,
  userId: number,
): Promise<{ active: number; activeValue: number; withdrawing: number }> {
  const rows = await db
    .select({
      status: inventoryItems.status,
      n: sql<number>`count(*)::int`,
      value: sql<string>`coalesce(sum(${inventoryItems.price}), 0)::text`,
    })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.userId, userId),
        inArray(inventoryItems.status, ['progress', 'PREPARING', 'send']),
      ),
    )
    .groupBy(inventoryItems.status);
  const of = (s: string) => rows.find((r) => r.status === s);
  return {
    active: of('progress')?.n ?? 0,
    activeValue: Number(of('progress')?.value ?? 0),
    withdrawing: (of('PREPARING')?.n ?? 0) + (of('send')?.n ?? 0),
  };
}

/** Blocks or unblocks the player (the console, issue 30); returns the state before. */
export async function setBlocked(
  db: DbOrTx,
  userId: number,
  reason: string | null,
): Promise<{ blockedAt: Date | null; blockedReason: string | null } | null> {
  const [before] = await db
    .select({ blockedAt: users.blockedAt, blockedReason: users.blockedReason })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return null;
  await db
    .update(users)
    .set(
      reason === null
        ? { blockedAt: null, blockedReason: null }
        : { blockedAt: new Date(), blockedReason: reason },
    )
    .where(eq(users.id, userId));
  return before;
}

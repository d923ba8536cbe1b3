/** Users as the client sees them, spec 000 §3 User and User levels. Money in kopecks here, roubles on the wire. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export type UserRow = typeof users.$inferSelect;

/** The user row; throws 404 `userNotFound`. */
export async function getUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError(404, 'userNotFound', 'User not found');
  return u;
}

/** Parses a user id from a path or query; throws 404 `userNotFound` for anything that is not one. */
export function parseUserId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id))
    throw new AppError(404, 'userNotFound', 'User not found');
  return id;
}

/** Sum of prices (kopecks) of the user's items still in the inventory (status progress). */
export async function activeItemsTotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${inventoryItems.price})` })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'progress')));
  return Number(row?.total ?? 0);
}

/**
 * What the secret shop's page reads of one period (issue 29 "Secret shop"): how many of each slot are sold, and how
 * many the player bought (routes.ts shows both; buy.ts writes them).
 */
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { secretShopPurchases, secretShopStock } from '../../db/schema/index.ts';

/** Sold units by slot position in `period`. */
export async function soldBySlot(db: DbOrTx, period: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ slot: secretShopStock.slot, sold: secretShopStock.sold })
    .from(secretShopStock)
    .where(eq(secretShopStock.period, period));
  return new Map(rows.map((s) => [s.slot, s.sold]));
}

/** How many purchases player `userId` made in `period`. */
export async function boughtIn(db: DbOrTx, userId: number, period: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(secretShopPurchases)
    .where(and(eq(secretShopPurchases.userId, userId), eq(secretShopPurchases.period, period)));
  return r?.n ?? 0;
}

/**
 * Free openings of a case granted to a player (issue 28: pass rewards; issue 29: offers), spent first by the
 * `open_case` statement (migration 0022). Shown on the case's card as `label_data.free_opens`.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { caseFreeOpens, casePlayerOpens } from '../../db/schema/index.ts';

/** The player's unused granted openings: case id → count (only cases with some left). */
export async function grantedFreeOpens(db: DbOrTx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ caseId: caseFreeOpens.caseId, count: caseFreeOpens.count })
    .from(caseFreeOpens)
    .where(and(eq(caseFreeOpens.userId, userId), gt(caseFreeOpens.count, 0)));
  return new Map(rows.map((r) => [r.caseId, r.count]));
}

/**
 * The player's openings of each every-N-th-free case so far (the `open_case` statement counts them only for
 * such cases): case id → count. With the granted ones, what the next opening charges (domain open-charge.ts).
 */
export async function everyNthOpened(db: DbOrTx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ caseId: casePlayerOpens.caseId, opened: casePlayerOpens.opened })
    .from(casePlayerOpens)
    .where(eq(casePlayerOpens.userId, userId));
  return new Map(rows.map((r) => [r.caseId, r.opened]));
}

/** Grants `count` (> 0) more free openings of case `caseId`, inside the caller's transaction. */
export async function grantFreeOpens(
  tx: Tx,
  userId: number,
  caseId: number,
  count: number,
): Promise<void> {
  await tx
    .insert(caseFreeOpens)
    .values({ userId, caseId, count })
    .onConflictDoUpdate({
      target: [caseFreeOpens.userId, caseFreeOpens.caseId],
      set: { count: sql`${caseFreeOpens.count} + ${count}` },
    });
}

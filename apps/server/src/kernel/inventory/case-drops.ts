/** Paid case drops of a player in a window (a season task's progress, issue 28): inventory rows from cases. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * How many drops of paid case openings (money paid, `paid` > 0) the user got in `[from, to)`, of the cases
 * `caseIds` only when given (empty: any case).
 */
export async function paidCaseDropsIn(
  db: DbOrTx,
  userId: number,
  from: Date,
  to: Date,
  caseIds: readonly number[] = [],
): Promise<number> {
  const only =
    caseIds.length === 0
      ? sql``
      : sql`and case_id in (${sql.join(
          caseIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const res: unknown = await db.execute(sql`
    select count(*)::int as n from inventory_items
    where user_id = ${userId} and source = 'Case' and paid > 0
      and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()} ${only}`);
  return (res as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Contract figures other areas ask for through their ports (issue 28: a season task's progress). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** How many contracts the user signed in `[from, to)`. */
export async function contractsIn(
  db: DbOrTx,
  userId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const res: unknown = await db.execute(sql`
    select count(*)::int as n from contracts
    where user_id = ${userId} and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`);
  return (res as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

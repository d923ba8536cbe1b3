/**
 * What the console shows of a player's deposit limits and self-exclusion (issue 30 "Players"; admin-routes.ts
 * declares the call): the rows as stored, read only — a pending raise is shown as waiting, never applied here
 * (service.ts applies it when the player's own calls read it).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { depositLimits, selfExclusions } from '../../db/schema/index.ts';

/** The player's limits row and self-exclusion row, each undefined when there is none. */
export async function limitRowsOf(db: DbOrTx, userId: number) {
  const [[limits], [exclusion]] = await Promise.all([
    db.select().from(depositLimits).where(eq(depositLimits.userId, userId)),
    db.select().from(selfExclusions).where(eq(selfExclusions.userId, userId)),
  ]);
  return { limits, exclusion };
}

/**
 * Running a one-statement game (issue 32: `upgrade_items`, `sign_contract`, `start_mines`,
 * `join_battle`): the function's single row once what every such statement answers alike is thrown.
 * Raised inside the statement, undoing it: the SQLSTATEs the caller maps (`raised`, e.g. CUPGR → 409
 * `upgrade_not_found_outdated`), then CSEED → `SeedChanged` (the pair moved on: draw again). Returned as
 * a status, changing nothing: 401 `authentication` and 403 `self_excluded` (throwSharedRefusal). Any other
 * status is the caller's to read.
 */
import type { SQL } from 'drizzle-orm';
import { hasSqlState, type DbOrTx } from '../../db/client.ts';
import { SeedChanged } from '../fairness/seed-cache.ts';
import { throwSharedRefusal } from './play-guard.ts';

/** The columns every game statement answers with. */
export interface PlayStatementRow {
  out_status: string;
  /** A running self-exclusion's end (null for good). */
  out_until: string | Date | null;
}

export async function playStatementRow<R extends PlayStatementRow>(
  db: DbOrTx,
  query: SQL,
  raised: Readonly<Record<string, () => Error>> = {},
): Promise<R> {
  let row: R;
  try {
    const res: unknown = await db.execute(query);
    row = (res as { rows: R[] }).rows[0]!;
  } catch (err) {
    for (const [state, error] of Object.entries(raised)) if (hasSqlState(err, state)) throw error();
    if (hasSqlState(err, 'CSEED')) throw new SeedChanged();
    throw err;
  }
  throwSharedRefusal(row.out_status, row.out_until);
  return row;
}

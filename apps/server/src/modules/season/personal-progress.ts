/**
 * `GET /v1/event/personal-progress?caseName=` (spec 001 §7; issue 28): the caller's progress on one case —
 * drops they got from it, granted free openings left, the every-N-th-free countdown, the openings the case has
 * left and the coins its openings paid them. Counts whole.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { casePlayerOpens } from '../../db/schema/index.ts';
import { caseStock } from '../../kernel/catalog/counts.ts';
import { grantedFreeOpens } from '../../kernel/catalog/free-opens.ts';
import type { CaseEntry } from '../../kernel/catalog/snapshot.ts';
import { caseCounters } from '../../kernel/players/counters.ts';

/**
 * The caller's progress on the case of `entry`, from counters kept as things happen (issue 43: the drops and coins
 * of migration 0046, the every-N-th-free count `open_case` keeps): the same few rows however long their history.
 */
export async function personalProgress(db: DbOrTx, userId: number, entry: CaseEntry) {
  const c = entry.row;
  const [counters, opens, granted, stock] = await Promise.all([
    caseCounters(db, userId, c),
    db
      .select({ opened: casePlayerOpens.opened })
      .from(casePlayerOpens)
      .where(and(eq(casePlayerOpens.userId, userId), eq(casePlayerOpens.caseId, c.id))),
    grantedFreeOpens(db, userId),
    caseStock(db),
  ]);
  const opened = opens[0]?.opened ?? 0;
  const n = c.everyNOpenFree;
  return {
    case_id: String(c.id),
    opened_count: counters.drops,
    free_opens: granted.get(c.id) ?? 0,
    every_n_open_free: n,
    next_free_in: n === null ? null : n - (opened % n),
    opens_remaining:
      c.opensLimit === null ? null : Math.max(0, c.opensLimit - (stock.get(c.id) ?? 0)),
    coins_earned: counters.coins,
  };
}

/**
 * The due work `battles` (issue 42; a test server's hook, platform/due-work.ts): every started battle's
 * time is up now, as if its rounds had been played out — its start and end move back by what was left
 * (so every round is due: started_at + r × round_ms ≤ now), then it is settled the way its timer would
 * (settle.ts) and announced through the runtime (which also drops its timers). The instant is taken once
 * here and given to both the move and the settling, so no clock can disagree about whether the battle is
 * due. Rolls do not depend on time, so the outcome is the one the battle would have had. Answers how many
 * battles it settled.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BattleRuntime } from './runtime.ts';
import { dueBattles, settleBattle } from './settle.ts';

/** More than a test server ever has started at once. */
const AT_MOST = 10_000;

export async function finishStartedNow(db: Db, runtime: BattleRuntime): Promise<number> {
  const at = new Date();
  const now = sql`${at.toISOString()}::timestamptz`;
  await db.execute(sql`
    update battles
       set started_at = started_at - (ends_at - ${now}), ends_at = ${now}
     where status = 'started' and ends_at > ${now}`);
  let settled = 0;
  for (const id of await dueBattles(db, at, AT_MOST)) {
    if (!(await settleBattle(db, id, at))) continue;
    settled += 1;
    await runtime.changed(id);
  }
  return settled;
}

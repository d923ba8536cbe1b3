/**
 * The due work `battles` (issue 42; a test server's hook, platform/due-work.ts): every started battle's
 * time is up now, as if its rounds had been played out — its start and end move back by what was left
 * (so every round is due: started_at + r × round_ms ≤ now), then the runtime's sweep settles it the way
 * its timer would (settle.ts) and announces it. Rolls do not depend on time, so the outcome is the one
 * the battle would have had. Answers how many battles it settled.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BattleRuntime } from './runtime.ts';

export async function finishStartedNow(db: Db, runtime: BattleRuntime): Promise<number> {
  await db.execute(sql`
    update battles
       set started_at = started_at - (ends_at - now()), ends_at = now()
     where status = 'started' and ends_at > now()`);
  return runtime.sweep();
}

/**
 * What the season asks of other areas synchronously (docs/architecture.md "Ports"), filled by areas.ts: the
 * player's raffle tickets. (The pass's task progress is no longer a port: the triggers of migration 0037 keep
 * it as counters in the statements that record each play, issue 43.)
 */
import type { DbOrTx } from '../../db/client.ts';

export interface SeasonPorts {
  /** The player's tickets in the season's running raffle (0 when none). */
  ticketsOf: (db: DbOrTx, userId: number) => Promise<number>;
}

/**
 * What the season asks of other areas synchronously (docs/architecture.md "Ports"), filled by areas.ts:
 * each task type's progress of a player inside the season's window, counted from the owning area's tables
 * (so a task can never count a play twice or miss one after a crash), and the player's raffle tickets.
 */
import type { TaskType } from '@cases/domain/api/event';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The player's progress on a task of `type` in `[from, to)`: a count (battles finished, paid case drops of the
 * case ids `caseIds` or any, contracts, upgrades, missions claimed, offers bought) or kopecks deposited.
 */
export type TaskCounter = (
  db: DbOrTx,
  userId: number,
  from: Date,
  to: Date,
  caseIds: readonly number[],
) => Promise<number>;

export interface SeasonPorts {
  taskProgress: Record<TaskType, TaskCounter>;
  /** The player's tickets in the season's running raffle (0 when none). */
  ticketsOf: (db: DbOrTx, userId: number) => Promise<number>;
}

/**
 * The open withdrawals of some inventory items, for the inventory listing (its `InventoryPorts`, wired
 * in app.ts): each item's 5-minute timer end (spec 001 §4) and, once sent, its trade offer and bot.
 * One query for a whole page.
 */
import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawalJobs } from '../../db/schema/index.ts';
import { botAccountOf } from './bot.ts';
import { OPEN_JOB_STATES } from './transitions.ts';
import type { GameProject } from '@cases/domain/projects';

/** Items without an open withdrawal job are absent from the map; `project` names the bot accounts. */
export async function openWithdrawals(
  db: DbOrTx,
  ids: number[],
  project: GameProject,
): Promise<Map<number, { endsAt: Date; offer: { id: string; botName: string } | null }>> {
  if (ids.length === 0) return new Map();
  const jobs = await db
    .select({
      itemId: withdrawalJobs.inventoryItemId,
      endsAt: withdrawalJobs.timerEndsAt,
      offerId: withdrawalJobs.tradeOfferId,
    })
    .from(withdrawalJobs)
    .where(
      and(
        inArray(withdrawalJobs.inventoryItemId, ids),
        inArray(withdrawalJobs.state, OPEN_JOB_STATES),
      ),
    );
  return new Map(
    jobs.map((j) => [
      j.itemId,
      {
        endsAt: j.endsAt,
        offer: j.offerId ? { id: j.offerId, botName: botAccountOf(j.offerId, project) } : null,
      },
    ]),
  );
}

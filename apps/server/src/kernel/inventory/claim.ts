/**
 * Takes a player's items into an item game (issue 11: upgrades `to_upgrade`, contracts
 * `to_contract`): locks the rows in id order (so two games over overlapping items never deadlock),
 * then moves every one still `progress` and the player's to `status`, in the caller's transaction.
 * Returns false when one of them was not (gone, another player's, already elsewhere): the caller
 * answers its own "outdated" refusal and the transaction rolls back.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import { moveItems } from './items.ts';

export async function claimItems(
  tx: Tx,
  userId: number,
  ids: number[],
  status: 'to_upgrade' | 'to_contract',
): Promise<boolean> {
  if (ids.length === 0) return true;
  await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(inArray(inventoryItems.id, ids))
    .orderBy(asc(inventoryItems.id))
    .for('update');
  const moved = await moveItems(tx, { ids, userId, from: 'progress', to: status });
  return moved.length === ids.length;
}

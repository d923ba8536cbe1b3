/**
 * A player's items staked in an item game (issue 11: upgrades and contracts; issue 32: both then take
 * them in one statement, `game_take_stake`). `readStake` is the read before the statement: the rows of
 * `ids` (distinct inventory ids) owned by `userId`. Throws 404 invalidItem when one is not theirs and
 * 409 upgrade_not_found_outdated (`stakeOutdated`) when one is no longer `progress`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { InventoryRow } from './item-row.ts';

/** 409 `upgrade_not_found_outdated`: an item or target changed or is gone (spec 001 §8 Upgrade codes). */
export const stakeOutdated = () =>
  new AppError(409, 'upgrade_not_found_outdated', 'An item changed or is gone; reload the lists');

/** The caller's active rows among `ids`; see the module comment. */
export async function readStake(
  db: DbOrTx,
  userId: number,
  ids: readonly number[],
): Promise<InventoryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, [...ids])));
  if (rows.length !== ids.length) throw new AppError(404, 'invalidItem', 'Item not found');
  if (rows.some((r) => r.status !== 'progress')) throw stakeOutdated();
  return rows;
}

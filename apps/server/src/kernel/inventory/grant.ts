/**
 * A free drop of a case given as a prize (issue 12: a blogger promo's flex-offer case), rolled like an
 * opening with the player's seed pair (mode `case`, the pair's next nonce) inside the caller's
 * transaction, which must already hold the user's row (a credit) so the lock order stays users → seeds.
 * The drop enters the inventory with source `Case` and `paid` 0.
 */
import { pickByWeight, roll } from '@cases/domain/fairness';
import type { Tx } from '../../db/client.ts';
import { reserveNonces } from '../fairness/seed-pairs.ts';
import { snapshot, type CaseEntry, type ItemRow } from '../catalog/snapshot.ts';
import { addItems } from './items.ts';

/** Rolls one drop of the case `slug`; null when there is no such available case. */
export async function grantCaseDrop(
  tx: Tx,
  userId: number,
  slug: string,
): Promise<{ entry: CaseEntry; item: ItemRow; inventoryItemId: number } | null> {
  const entry = (await snapshot(tx)).byKey.get(slug);
  if (!entry || !entry.row.available || entry.drops.length === 0) return null;
  const seeds = await reserveNonces(tx, userId, 1);
  const value = roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'case', 0);
  const drop =
    entry.drops[
      pickByWeight(
        entry.drops.map((d) => d.weight),
        value,
      )
    ]!;
  const [row] = await addItems(tx, [
    {
      userId,
      itemId: drop.item.id,
      price: drop.item.price,
      paid: 0,
      status: 'progress',
      source: 'Case',
      caseId: entry.row.id,
      caseRevision: entry.row.revision,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      roll: value,
    },
  ]);
  return { entry, item: drop.item, inventoryItemId: row!.id };
}

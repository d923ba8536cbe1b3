/** An inventory item as stored (spec 001 §3 Inventory item): one row of `inventory_items`. */
import type { inventoryItems } from '../../db/schema/index.ts';

export type InventoryRow = typeof inventoryItems.$inferSelect;

/**
 * The row a game's statement just inserted for a prize (issue 32: `upgrade_items`, `sign_contract`
 * answer only the new ids): `progress`, not from a case, with the roll's fairness fields. Price in kopecks.
 */
export function prizeRow(p: {
  id: number;
  userId: number;
  item: { id: string; price: number };
  source: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  roll: number;
  at: Date;
}): InventoryRow {
  return {
    id: p.id,
    userId: p.userId,
    itemId: p.item.id,
    price: p.item.price,
    paid: null,
    status: 'progress',
    source: p.source,
    caseId: null,
    caseRevision: null,
    serverSeedHash: p.serverSeedHash,
    clientSeed: p.clientSeed,
    nonce: p.nonce,
    roll: p.roll,
    createdAt: p.at,
    updatedAt: p.at,
  };
}

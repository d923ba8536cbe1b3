/**
 * Signing a contract (issue 11 "Contracts"): 3–10 of the player's active items go in, one value comes
 * out — input × a multiplier drawn from the published distribution (domain contract.ts; mode
 * `contract`, the pair's next nonce, rounds 0 and 1) — paid as the dearest ordinary catalog item
 * within it (source Contract) and the rest credited to the balance, plus a coin per full 10 ₽ of input
 * (issue 28). Kopecks. One transaction: inputs progress → to_contract (conditional UPDATE) → EXCHANGED,
 * the users row locked before the seed row, the result row, the contract row, the ledger credits.
 * Errors, nothing written: 400 contract_items_count | contract_value_too_low; 404 invalidItem (not the
 * caller's); 409 upgrade_not_found_outdated (an item no longer active); 403 self_excluded.
 */
import {
  CONTRACT_MAX_ITEMS,
  CONTRACT_MIN_ITEMS,
  contractDistribution,
  contractDraw,
  contractMinInput,
  contractPrize,
} from '@cases/domain/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts, inventoryItems } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { balanceOf, credit } from '../../platform/ledger.ts';
import type { ItemRow, Snapshot } from '../../kernel/catalog/snapshot.ts';
import { ordinaryItems, snapshot } from '../../kernel/catalog/snapshot.ts';
import { reserveNonces } from '../../kernel/fairness/seed-pairs.ts';
import { claimItems } from '../../kernel/inventory/claim.ts';
import type { InventoryRow } from '../../kernel/inventory/item-row.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { addItems, moveItems } from '../../kernel/inventory/items.ts';

/** Input kopecks per coin a contract pays (decision 017): floor(input / 1000), a coin per full 10 ₽. */
export const CONTRACT_KOPECKS_PER_COIN = 1000;

export interface ContractResult {
  id: number;
  inputValue: number;
  band: number;
  bandRoll: number;
  positionRoll: number;
  multiplier: number;
  value: number;
  prize: { row: InventoryRow; item: ItemRow } | null;
  credit: number;
  /** Whole coins credited (`contract_coins`). */
  coins: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  balance: number;
  snap: Snapshot;
}

const outdated = () =>
  new AppError(409, 'upgrade_not_found_outdated', 'An item changed or is gone; reload the list');

/** The smallest input (kopecks) a contract takes with the current catalog. */
export const minInputOf = (snap: Snapshot): number =>
  contractMinInput(Math.min(...ordinaryItems(snap).map((i) => i.price)));

/** Signs the caller's items `itemIds` into a contract with the given house edge; see the module comment. */
export async function signContract(
  db: Db,
  userId: number,
  itemIds: number[],
  houseEdge: number,
): Promise<ContractResult> {
  const ids = [...new Set(itemIds)];
  if (ids.length < CONTRACT_MIN_ITEMS || ids.length > CONTRACT_MAX_ITEMS)
    throw new AppError(400, 'contract_items_count', 'A contract takes 3 to 10 items');
  const rows = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, ids)));
  if (rows.length !== ids.length) throw new AppError(404, 'invalidItem', 'Item not found');
  if (rows.some((r) => r.status !== 'progress')) throw outdated();
  const snap = await snapshot(db);
  const inputValue = rows.reduce((s, r) => s + r.price, 0);
  if (inputValue < minInputOf(snap))
    throw new AppError(400, 'contract_value_too_low', 'The items are worth too little');
  await requirePlayAllowed(db, userId);
  const dist = contractDistribution(houseEdge);

  return db.transaction(async (tx) => {
    if (!(await claimItems(tx, userId, ids, 'to_contract'))) throw outdated();
    // The users row before the seed row, as openings and seed rotation lock them.
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    const seeds = await reserveNonces(tx, userId, 1);
    const draw = contractDraw(seeds, inputValue, dist);
    const { item, creditKopecks } = contractPrize(draw.valueKopecks, ordinaryItems(snap));
    const fairness = {
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    };
    const [prizeRow] = item
      ? await addItems(tx, [
          {
            userId,
            itemId: item.id,
            price: item.price,
            status: 'progress',
            source: 'Contract',
            roll: draw.bandRoll,
            ...fairness,
          },
        ])
      : [];
    await moveItems(tx, { ids, from: 'to_contract', to: 'EXCHANGED' });
    const [record] = await tx
      .insert(contracts)
      .values({
        userId,
        inputItems: rows.map((r) => ({ inventoryId: r.id, itemId: r.itemId, price: r.price })),
        inputValue,
        band: draw.band,
        bandRoll: draw.bandRoll,
        positionRoll: draw.positionRoll,
        multiplier: draw.multiplier,
        value: draw.valueKopecks,
        resultItemId: item?.id ?? null,
        resultInventoryId: prizeRow?.id ?? null,
        credit: creditKopecks,
        ...fairness,
      })
      .returning({ id: contracts.id });
    if (creditKopecks > 0)
      await credit(tx, {
        userId,
        amount: creditKopecks,
        reason: 'contract',
        reference: `contract:${record!.id}`,
      });
    const coins = Math.floor(inputValue / CONTRACT_KOPECKS_PER_COIN);
    if (coins > 0)
      await credit(tx, {
        userId,
        amount: coins,
        reason: 'contract_coins',
        reference: `contract:${record!.id}`,
        currency: 'COIN',
      });
    return {
      id: record!.id,
      inputValue,
      band: draw.band,
      bandRoll: draw.bandRoll,
      positionRoll: draw.positionRoll,
      multiplier: draw.multiplier,
      value: draw.valueKopecks,
      prize: prizeRow && item ? { row: prizeRow, item } : null,
      credit: creditKopecks,
      coins,
      ...fairness,
      balance: await balanceOf(tx, userId),
      snap,
    };
  });
}

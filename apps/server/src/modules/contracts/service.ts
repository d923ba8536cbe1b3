/**
 * Signing a contract (issue 11 "Contracts"): 3–10 of the player's active items go in, one value comes
 * out — input × a multiplier drawn from the published distribution (domain contract.ts; mode
 * `contract`, the pair's next nonce, rounds 0 and 1) — paid as the dearest ordinary catalog item
 * within it (source Contract) and the rest credited to the balance, plus a coin per full 10 ₽ of input
 * (issue 28). Kopecks. The inputs are read and checked here and the draw is made with the player's
 * remembered seed pair; then one statement (`sign_contract`, migration 0030; issue 32) does the rest in
 * one transaction: inputs progress → EXCHANGED (conditional UPDATE), the credit and coins with their
 * ledger rows, the nonce, the prize row and the contract row. A pair that moved on is reloaded and drawn
 * again (at most three times, then 429 game_in_progress).
 * Errors, nothing written: 400 contract_items_count | contract_value_too_low; 401 authentication; 404
 * invalidItem (not the caller's); 409 upgrade_not_found_outdated (an item no longer active); 403 self_excluded.
 */
import {
  CONTRACT_KOPECKS_PER_COIN,
  CONTRACT_MAX_ITEMS,
  CONTRACT_MIN_ITEMS,
  contractDistribution,
  contractDraw,
  contractMinInput,
  contractPrize,
} from '@cases/domain/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { gameInProgress } from '../../platform/one-at-a-time.ts';
import type { ItemRow, Snapshot } from '../../kernel/catalog/snapshot.ts';
import { ordinaryItems, snapshot } from '../../kernel/catalog/snapshot.ts';
import { withRememberedPair } from '../../kernel/fairness/seed-cache.ts';
import { prizeRow, type InventoryRow } from '../../kernel/inventory/item-row.ts';
import { readStake } from '../../kernel/inventory/stake.ts';
import { contractStatement } from './contract-statement.ts';

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

/** The smallest input (kopecks) a contract takes with the current catalog. */
export const minInputOf = (snap: Snapshot): number =>
  contractMinInput(Math.min(...ordinaryItems(snap).map((i) => i.price)));

/**
 * Signs the caller's items `itemIds` into a contract with the given house edge; see the module comment.
 * `tokenHash`: a remembered session's token hash, checked again in the statement (null: checked already).
 */
export async function signContract(
  db: Db,
  userId: number,
  itemIds: number[],
  houseEdge: number,
  tokenHash?: string | null,
): Promise<ContractResult> {
  const ids = [...new Set(itemIds)];
  if (ids.length < CONTRACT_MIN_ITEMS || ids.length > CONTRACT_MAX_ITEMS)
    throw new AppError(400, 'contract_items_count', 'A contract takes 3 to 10 items');
  const rows = await readStake(db, userId, ids);
  const snap = await snapshot(db);
  const inputValue = rows.reduce((s, r) => s + r.price, 0);
  if (inputValue < minInputOf(snap))
    throw new AppError(400, 'contract_value_too_low', 'The items are worth too little');
  const dist = contractDistribution(houseEdge);
  const coins = Math.floor(inputValue / CONTRACT_KOPECKS_PER_COIN);
  const { row, seeds, draw, item, creditKopecks } = await withRememberedPair(
    db,
    userId,
    1,
    async (seeds) => {
      const draw = contractDraw(seeds, inputValue, dist);
      const { item, creditKopecks } = contractPrize(draw.valueKopecks, ordinaryItems(snap));
      const row = await contractStatement(db, {
        userId,
        tokenHash: tokenHash ?? null,
        ids,
        inputValue,
        inputItems: rows.map((r) => ({ inventoryId: r.id, itemId: r.itemId, price: r.price })),
        seeds,
        band: draw.band,
        bandRoll: draw.bandRoll,
        positionRoll: draw.positionRoll,
        multiplier: draw.multiplier,
        value: draw.valueKopecks,
        prize: item ? { id: item.id, price: item.price } : null,
        credit: creditKopecks,
        coins,
      });
      return row === 'seed_changed' ? row : { row, seeds, draw, item, creditKopecks };
    },
    gameInProgress,
  );
  const fairness = {
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
  return {
    id: row.id,
    inputValue,
    band: draw.band,
    bandRoll: draw.bandRoll,
    positionRoll: draw.positionRoll,
    multiplier: draw.multiplier,
    value: draw.valueKopecks,
    prize:
      item && row.prizeId !== null
        ? {
            row: prizeRow({
              id: row.prizeId,
              userId,
              item,
              source: 'Contract',
              ...fairness,
              roll: draw.bandRoll,
              at: new Date(),
            }),
            item,
          }
        : null,
    credit: creditKopecks,
    coins,
    ...fairness,
    balance: row.balance,
    snap,
  };
}

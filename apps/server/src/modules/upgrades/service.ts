/**
 * An upgrade, spec 001 §5 Upgrade, §7 `POST /v1/upgrades/upgrade-items`, §8 Upgrade codes; issues 11, 32.
 * Kopecks throughout. The stake and the targets are read and checked here; the roll is made with the
 * player's remembered seed pair at its next nonce (mode `upgrade`, round 0; win ⇔ roll < chance), which
 * decides the prizes, the pity prize and the coins; then one statement (`upgrade_items`, migration 0029)
 * does the rest in one transaction: the stake leaves the inventory (a conditional update, so one item is
 * never staked twice), the balance part, the pity credit, the coins and the experience change the users
 * row with their ledger rows, the pair's nonce moves on, the prizes enter the inventory (source Upgrade)
 * and the record is written. A pair that moved on is reloaded and rolled again (at most three times,
 * then 429 game_in_progress).
 * Errors, nothing written: 400 upgrade_items_not_selected | upgrade_select_inventory_item |
 * upgrade_select_upgrade_item | upgrade_item_dropped_sum_higher | upgrade_multiplier_too_high;
 * 401 authentication (a remembered session revoked meanwhile); 404 invalidItem (not the caller's item);
 * 409 upgrade_not_found_outdated (an item no longer active, a target no longer in the catalog, or a
 * chance other than the one the player was shown); 402 balance_error; 403 self_excluded.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { contractPrize } from '@cases/domain/contract';
import { expForSpend } from '@cases/domain/levels';
import {
  lossCoins,
  pityKopecks,
  upgradeChance,
  upgradeOutcome,
  upgradeRefusal,
} from '@cases/domain/upgrade';
import type { Db } from '../../db/client.ts';
import type { ItemGamesConfig } from '../../item-games-config.ts';
import { AppError } from '../../platform/errors.ts';
import { gameInProgress } from '../../platform/one-at-a-time.ts';
import {
  ordinaryItems,
  snapshot,
  type ItemRow,
  type Snapshot,
} from '../../kernel/catalog/snapshot.ts';
import { prizeRow, type InventoryRow } from '../../kernel/inventory/item-row.ts';
import { withRememberedPair } from '../../kernel/fairness/seed-cache.ts';
import { readStake, stakeOutdated } from '../../kernel/inventory/stake.ts';
import { upgradeStatement } from './upgrade-statement.ts';

export interface UpgradeInput {
  /** Inventory row ids of the stake (1–15; the balance part only adds to them). */
  itemIds: number[];
  /** Catalog item ids of the targets. */
  targetIds: string[];
  /** Balance part of the stake, kopecks (0 for none). */
  balanceKopecks: number;
  /** The chance the player was shown (a fraction); a different one now is 409 outdated. */
  shownChance?: number;
  /** SHA-256 of a remembered session's token, checked again in the statement (null: checked already). */
  tokenHash?: string | null;
}

export interface UpgradeResult {
  id: number;
  success: boolean;
  chance: number;
  roll: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  stakeValue: number;
  targetValue: number;
  /** Won targets on a win, the pity item (if any) on a loss: new inventory rows with their catalog items. */
  prizes: { row: InventoryRow; item: ItemRow }[];
  pityValue: number;
  pityCredit: number;
  coins: number;
  currentExp: number;
  balance: number;
  coinBalance: number;
  snap: Snapshot;
}

/** Stakes the items and balance of `input` for its targets and rolls; see the module comment. */
export async function upgradeItems(
  db: Db,
  userId: number,
  input: UpgradeInput,
  terms: ItemGamesConfig['upgrade'],
): Promise<UpgradeResult> {
  const ids = [...new Set(input.itemIds)];
  // Nothing selected is refused before anything is read (spec 001 §5 order: stake, then target); the
  // balance part only adds to at least one inventory item.
  const hasStake = ids.length > 0;
  if (!hasStake || input.targetIds.length === 0) {
    const code = !hasStake
      ? input.targetIds.length === 0
        ? 'upgrade_items_not_selected'
        : 'upgrade_select_inventory_item'
      : 'upgrade_select_upgrade_item';
    throw new AppError(400, code, code);
  }
  const snap = await snapshot(db);
  const stakeRows = await readStake(db, userId, ids);
  const targets = input.targetIds.map((id) => snap.items.get(id));
  if (targets.some((t) => t === undefined || t.type !== ITEM_TYPE.item)) throw stakeOutdated();
  const targetRows = targets as ItemRow[];
  const stakeValue = stakeRows.reduce((s, r) => s + r.price, 0) + input.balanceKopecks;
  const targetValue = targetRows.reduce((s, t) => s + t.price, 0);
  const refusal = upgradeRefusal(
    { itemCount: ids.length, kopecks: stakeValue },
    { count: targetRows.length, kopecks: targetValue },
    terms.maxRatio,
  );
  if (refusal) throw new AppError(400, refusal, refusal);
  const chance = upgradeChance(stakeValue, targetValue, terms.houseEdge, terms.diminisher);
  // A target repriced (or terms changed) since the page loaded: never roll at a chance not shown.
  if (input.shownChance !== undefined && Math.abs(input.shownChance - chance) > 1e-9)
    throw stakeOutdated();

  const pityValue = pityKopecks(stakeValue, terms.pityShare);
  const pityPrize = contractPrize(pityValue, ordinaryItems(snap));
  const lostCoins = lossCoins(stakeValue, terms.coinsPer100Rub);
  const settled = await withRememberedPair(
    db,
    userId,
    1,
    async (seeds) => {
      const { roll, win } = upgradeOutcome(seeds, chance);
      const pity = win ? null : pityPrize;
      const prizeItems = win ? targetRows : pity?.item ? [pity.item] : [];
      const row = await upgradeStatement(db, {
        userId,
        tokenHash: input.tokenHash ?? null,
        ids,
        itemsValue: stakeRows.reduce((s, r) => s + r.price, 0),
        balance: input.balanceKopecks,
        exp: expForSpend(input.balanceKopecks),
        seeds,
        chance,
        roll,
        success: win,
        prizes: prizeItems.map((item) => ({ item: item.id, price: item.price })),
        stakeItems: stakeRows.map((r) => ({ inventoryId: r.id, itemId: r.itemId, price: r.price })),
        targets: targetRows.map((t) => ({ itemId: t.id, price: t.price })),
        targetValue,
        pityValue: win ? 0 : pityValue,
        pityCredit: pity?.creditKopecks ?? 0,
        coins: win ? 0 : lostCoins,
      });
      return row === 'seed_changed' ? row : { row, seeds, roll, win, pity, prizeItems };
    },
    gameInProgress,
  );
  const { row, seeds, roll, win, pity, prizeItems } = settled;
  const coins = win ? 0 : lostCoins;
  const when = new Date();
  return {
    id: row.id,
    success: win,
    chance,
    roll,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    stakeValue,
    targetValue,
    prizes: prizeItems.map((item, i) => ({
      row: prizeRow({
        id: row.prizeIds[i]!,
        userId,
        item,
        source: 'Upgrade',
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        roll,
        at: when,
      }),
      item,
    })),
    pityValue: win ? 0 : pityValue,
    pityCredit: pity?.creditKopecks ?? 0,
    coins,
    currentExp: row.exp,
    balance: row.balance,
    coinBalance: row.coinBalance,
    snap,
  };
}

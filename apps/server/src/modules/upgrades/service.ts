/**
 * An upgrade, spec 001 §5 Upgrade, §7 `POST /v1/upgrades/upgrade-items`, §8 Upgrade codes; issue 11.
 * Kopecks throughout. One transaction: the staked items move progress → to_upgrade (a conditional
 * UPDATE, so one item is never staked twice), the users row is locked (experience for the balance part)
 * before the seed row, the pair's next nonce is rolled (mode `upgrade`, round 0; win ⇔ roll < chance),
 * the prizes enter the inventory (source Upgrade), the stake becomes EXCHANGED, and the balance part,
 * the pity credit and the coins go through the ledger.
 * Errors, nothing written: 400 upgrade_items_not_selected | upgrade_select_inventory_item |
 * upgrade_select_upgrade_item | upgrade_item_dropped_sum_higher | upgrade_multiplier_too_high;
 * 404 invalidItem (not the caller's item); 409 upgrade_not_found_outdated (an item no longer active, a
 * target no longer in the catalog, or a chance other than the one the player was shown); 402 balance_error; 403 self_excluded.
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
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems, upgrades, users } from '../../db/schema/index.ts';
import type { ItemGamesConfig } from '../../item-games-config.ts';
import { AppError } from '../../platform/errors.ts';
import { balanceOf, credit, debit } from '../../platform/ledger.ts';
import {
  ordinaryItems,
  snapshot,
  type ItemRow,
  type Snapshot,
} from '../../kernel/catalog/snapshot.ts';
import { claimItems } from '../../kernel/inventory/claim.ts';
import type { InventoryRow } from '../../kernel/inventory/item-row.ts';
import { reserveNonces } from '../../kernel/fairness/seed-pairs.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { addItems, moveItems } from '../../kernel/inventory/items.ts';
import { addExperience } from '../../kernel/players/users.ts';

export interface UpgradeInput {
  /** Inventory row ids of the stake (1–15; the balance part only adds to them). */
  itemIds: number[];
  /** Catalog item ids of the targets. */
  targetIds: string[];
  /** Balance part of the stake, kopecks (0 for none). */
  balanceKopecks: number;
  /** The chance the player was shown (a fraction); a different one now is 409 outdated. */
  shownChance?: number;
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

const outdated = () =>
  new AppError(409, 'upgrade_not_found_outdated', 'An item changed or is gone; reload the lists');

/** The caller's rows among `ids`: 404 invalidItem when one is not theirs, 409 outdated when one is not active. */
async function activeStake(db: Db, userId: number, ids: number[]): Promise<InventoryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, ids)));
  if (rows.length !== ids.length) throw new AppError(404, 'invalidItem', 'Item not found');
  if (rows.some((r) => r.status !== 'progress')) throw outdated();
  return rows;
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
  const stakeRows = await activeStake(db, userId, ids);
  const targets = input.targetIds.map((id) => snap.items.get(id));
  if (targets.some((t) => t === undefined || t.type !== ITEM_TYPE.item)) throw outdated();
  const targetRows = targets as ItemRow[];
  const stakeValue = stakeRows.reduce((s, r) => s + r.price, 0) + input.balanceKopecks;
  const targetValue = targetRows.reduce((s, t) => s + t.price, 0);
  const refusal = upgradeRefusal(
    { itemCount: ids.length, kopecks: stakeValue },
    { count: targetRows.length, kopecks: targetValue },
    terms.maxRatio,
  );
  if (refusal) throw new AppError(400, refusal, refusal);
  await requirePlayAllowed(db, userId);
  const chance = upgradeChance(stakeValue, targetValue, terms.houseEdge, terms.diminisher);
  // A target repriced (or terms changed) since the page loaded: never roll at a chance not shown.
  if (input.shownChance !== undefined && Math.abs(input.shownChance - chance) > 1e-9)
    throw outdated();

  return db.transaction(async (tx) => {
    if (!(await claimItems(tx, userId, ids, 'to_upgrade'))) throw outdated();
    // The users row before the seed row, as openings and seed rotation lock them.
    const currentExp = await addExperience(tx, userId, {
      exp: expForSpend(input.balanceKopecks),
      spent: input.balanceKopecks,
    });
    const seeds = await reserveNonces(tx, userId, 1);
    const { roll, win } = upgradeOutcome(seeds, chance);
    const fairness = {
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      roll,
    };
    const pityValue = win ? 0 : pityKopecks(stakeValue, terms.pityShare);
    const pity = win ? null : contractPrize(pityValue, ordinaryItems(snap));
    const prizeItems = win ? targetRows : pity?.item ? [pity.item] : [];
    const prizeRows = await addItems(
      tx,
      prizeItems.map((item) => ({
        userId,
        itemId: item.id,
        price: item.price,
        status: 'progress',
        source: 'Upgrade',
        ...fairness,
      })),
    );
    await moveItems(tx, { ids, from: 'to_upgrade', to: 'EXCHANGED' });
    const coins = win ? 0 : lossCoins(stakeValue, terms.coinsPer100Rub);
    const [record] = await tx
      .insert(upgrades)
      .values({
        userId,
        stakeItems: stakeRows.map((r) => ({ inventoryId: r.id, itemId: r.itemId, price: r.price })),
        stakeBalance: input.balanceKopecks,
        stakeValue,
        targets: targetRows.map((t) => ({ itemId: t.id, price: t.price })),
        targetValue,
        chance,
        roll,
        success: win,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        prizeInventoryIds: prizeRows.map((r) => r.id),
        pityValue,
        pityCredit: pity?.creditKopecks ?? 0,
        coins,
      })
      .returning({ id: upgrades.id });
    const reference = `upgrade:${record!.id}`;
    if (input.balanceKopecks > 0) {
      const after = await debit(tx, {
        userId,
        amount: input.balanceKopecks,
        reason: 'upgrade',
        reference,
      });
      if (after === null)
        throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    }
    if (pity && pity.creditKopecks > 0)
      await credit(tx, { userId, amount: pity.creditKopecks, reason: 'upgrade_pity', reference });
    if (coins > 0)
      await credit(tx, {
        userId,
        amount: coins,
        reason: 'upgrade_coins',
        reference,
        currency: 'COIN',
      });
    const [after] = await tx
      .select({ coins: users.coinBalance })
      .from(users)
      .where(eq(users.id, userId));
    return {
      id: record!.id,
      success: win,
      chance,
      roll,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      stakeValue,
      targetValue,
      prizes: prizeRows.map((row, i) => ({ row, item: prizeItems[i]! })),
      pityValue,
      pityCredit: pity?.creditKopecks ?? 0,
      coins,
      currentExp,
      balance: await balanceOf(tx, userId),
      coinBalance: after?.coins ?? 0,
      snap,
    };
  });
}

/**
 * The player's past upgrades (`GET /v1/upgrades`) and upgrade figures (`GET /v1/upgrades/statistic`,
 * the dashboard's `upgrades_count` and the statistics strip), spec 001 §7 Upgrades. Kopecks.
 */
import type { UpgradeRecord } from '@cases/domain/api/upgrades';
import type { Language } from '@cases/domain/api/site-web';
import { toRoubles } from '@cases/domain/money';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { upgrades } from '../../db/schema/index.ts';
import { itemWire } from '../../kernel/catalog/wire.ts';
import type { Snapshot } from '../../kernel/catalog/snapshot.ts';

/** Page `page` of the user's upgrades, newest first, and their total count. */
export async function upgradesOf(db: DbOrTx, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(upgrades)
      .where(eq(upgrades.userId, userId))
      .orderBy(desc(upgrades.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(upgrades).where(eq(upgrades.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A stored upgrade on the wire; items no longer in the catalog are left out of the lists. */
export function upgradeRecordWire(
  row: typeof upgrades.$inferSelect,
  snap: Snapshot,
  lang: Language,
): UpgradeRecord {
  const view = (itemId: string, price: number) => {
    const item = snap.items.get(itemId);
    return item ? [itemWire(item, price, lang)] : [];
  };
  return {
    id: String(row.id),
    created_at: row.createdAt.toISOString(),
    success: row.success,
    chance: row.chance,
    roll: row.roll,
    stake_items: row.stakeItems.flatMap((s) => view(s.itemId, s.price)),
    stake_balance: toRoubles(row.stakeBalance),
    stake_value: toRoubles(row.stakeValue),
    targets: row.targets.flatMap((t) => view(t.itemId, t.price)),
    target_value: toRoubles(row.targetValue),
    pity_value: toRoubles(row.pityValue),
    coins: row.coins,
    server_seed_hash: row.serverSeedHash,
    client_seed: row.clientSeed,
    nonce: row.nonce,
  };
}

/**
 * Upgrade figures of one user, or of the whole site (`userId` null): how many, how many won, the
 * share won in percent (2 decimals) and the dearest win (kopecks).
 */
export async function upgradeStatistic(db: DbOrTx, userId: number | null) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      wins: sql<number>`count(*) filter (where ${upgrades.success})::int`,
      maxWin: sql<string | null>`max(${upgrades.targetValue}) filter (where ${upgrades.success})`,
    })
    .from(upgrades)
    .where(userId === null ? undefined : eq(upgrades.userId, userId));
  const all = row?.all ?? 0;
  const wins = row?.wins ?? 0;
  return {
    allCount: all,
    winsCount: wins,
    winsPercent: all === 0 ? 0 : Math.round((wins / all) * 10_000) / 100,
    maxWin: Number(row?.maxWin ?? 0),
  };
}

/** How many upgrades the user made (the dashboard's `upgrades_count`). */
export async function upgradesCount(db: DbOrTx, userId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(upgrades)
    .where(userId === null ? undefined : eq(upgrades.userId, userId));
  return row?.n ?? 0;
}

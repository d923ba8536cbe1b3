/**
 * The live drop feed and the footer statistics (spec 000 §2 statistics strip, §7 live_drop, footer-stats).
 * The feed shows a drop only after the opening animation would have ended, so it never spoils a drop.
 */
import { TOP_RARITIES } from '@cases/domain/rarities';
import { and, count, countDistinct, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, items, sessions, users } from '../../db/schema/index.ts';
import type { LivePorts } from './ports.ts';

/** How long an opening animation runs before the drop may appear in the feed (ms). */
export const FEED_DELAY_MS = 7_000;
/** "ТОП" ranks the drops of this last period by price (ms). */
export const TOP_PERIOD_MS = 24 * 3600_000;
const FEED_SIZE = 20;

/**
 * The latest case drops, newest first, at least FEED_DELAY_MS old; with `top`, the most expensive
 * drops of the last TOP_PERIOD_MS instead, dearest first.
 */
export async function latestDrops(db: DbOrTx, top: boolean) {
  const since = new Date(Date.now() - FEED_DELAY_MS);
  return db
    .select({
      id: inventoryItems.id,
      itemId: inventoryItems.itemId,
      price: inventoryItems.price,
      caseId: inventoryItems.caseId,
      createdAt: inventoryItems.createdAt,
      userId: users.id,
      nickname: users.nickname,
    })
    .from(inventoryItems)
    .innerJoin(users, eq(users.id, inventoryItems.userId))
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(
      and(
        eq(inventoryItems.source, 'Case'),
        lt(inventoryItems.createdAt, since),
        top ? gte(inventoryItems.createdAt, new Date(Date.now() - TOP_PERIOD_MS)) : undefined,
      ),
    )
    .orderBy(
      ...(top ? [desc(inventoryItems.price), desc(inventoryItems.id)] : [desc(inventoryItems.id)]),
    )
    .limit(FEED_SIZE);
}

/**
 * Counters of the statistics strip. `online`: players active during the last 15 minutes; upgrades and
 * battles from their areas (`ports`).
 */
export async function footerStats(db: DbOrTx, ports: LivePorts) {
  const since = new Date(Date.now() - 15 * 60_000);
  const [[opened], [players], [online], [arcanes], upgrades] = await Promise.all([
    db.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.source, 'Case')),
    db.select({ n: count() }).from(users),
    db
      .select({ n: countDistinct(sessions.userId) })
      .from(sessions)
      .where(gte(sessions.lastUsedAt, since)),
    db
      .select({ n: count() })
      .from(inventoryItems)
      .innerJoin(items, eq(items.id, inventoryItems.itemId))
      .where(inArray(items.rarity, [...TOP_RARITIES])),
    ports.upgradesPlayed(db),
  ]);
  const battles = await ports.battlesFinished(db);
  return {
    opened: opened?.n ?? 0,
    users: players?.n ?? 0,
    upgrades,
    battles,
    online: online?.n ?? 0,
    arcanes: arcanes?.n ?? 0,
  };
}

/**
 * Items as the console edits them (issue 30 "Catalog and odds, provably"; admin-items-routes.ts declares the calls
 * and lists the bounds a price change is held to): a page of items by id or name, a create and a save, each in one
 * transaction with its audit entry, marking the item the operator's. A price change is checked under the catalog's
 * save lock against the cases, offers, leaderboard windows and battle passes that hold the item. The caller drops
 * the catalog snapshot after a save. Errors: 409 slug_taken, 404 dataNotFound, the 422s of the bounds.
 */
import type { AdminItem, ItemCreateBody, ItemSaveBody } from '@cases/domain/api/admin-catalog';
import type { ItemSlot, Rarity } from '@cases/domain/catalog';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { items } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOffersHoldingWithinBound } from '../../kernel/catalog/offer-bounds.ts';
import { lockCatalogSaves } from '../../kernel/catalog/save-lock.ts';
import { requirePoolsWithItemPrice } from '../../kernel/leaderboards/prize-pools.ts';
import { itemImage } from '../../kernel/media-urls.ts';
import {
  passesExcess,
  requirePassesWithin,
  type PassExcess,
} from '../../kernel/season/pass-bounds.ts';
import { staffAudit } from '../../kernel/staff/audit.ts';
import type { StaffActor } from '../../kernel/staff/access.ts';
import type { CoinGames } from '../../catalog/pass-value.ts';
import { caseSlugsWithItem, checkItemPrice } from './admin-catalog-guard.ts';

const PER_PAGE = 50;
type ItemRow = typeof items.$inferSelect;

/** An item as the console shows it. */
export const wire = (i: ItemRow): AdminItem => ({
  id: i.id,
  name: i.name,
  name_en: i.nameEn,
  hero: i.hero,
  slot: i.slot as ItemSlot,
  rarity: i.rarity as Rarity,
  price: toRoubles(i.price),
  type: i.type,
  image: itemImage(i),
  edited_at: i.editedAt?.toISOString() ?? null,
});

/** Page `page` of the items whose id or names contain `text`, cheapest first. */
export async function itemsPage(db: DbOrTx, text: string | undefined, page: number) {
  const q = text?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = q
    ? or(ilike(items.id, `%${q}%`), ilike(items.name, `%${q}%`), ilike(items.nameEn, `%${q}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(asc(items.price), asc(items.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return { items: rows.map(wire), page, total: total?.n ?? 0 };
}

/** Creates item `b.id`; 409 slug_taken when it exists. */
export async function createItem(
  db: Db,
  staff: StaffActor,
  ip: string,
  b: ItemCreateBody,
): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(items)
      .values({
        id: b.id,
        name: b.name,
        nameEn: b.name_en || null,
        hero: b.hero,
        slot: b.slot,
        rarity: b.rarity,
        price: toKopecks(b.price),
        editedAt: new Date(),
      })
      .onConflictDoNothing({ target: items.id })
      .returning();
    if (!made) throw new AppError(409, 'slug_taken', `Item ${b.id} exists`);
    await staffAudit(tx, staff, ip, {
      action: 'item.create',
      target: `item:${made.id}`,
      after: wire(made),
    });
    return made;
  });
}

/** Saves item `id` within every bound its price moves; 404 dataNotFound when there is none. */
export async function updateItem(
  db: Db,
  config: Pick<Config, 'catalog' | 'project'>,
  games: CoinGames,
  staff: StaffActor,
  ip: string,
  id: string,
  b: ItemSaveBody,
): Promise<ItemRow> {
  const price = toKopecks(b.price);
  return db.transaction(async (tx) => {
    await lockCatalogSaves(tx);
    const [before] = await tx.select().from(items).where(eq(items.id, id)).for('update');
    if (!before) throw new AppError(404, 'dataNotFound', 'No such item');
    // Every paid case with this item keeps its RTP inside the bounds at the new price.
    if (before.price !== price) {
      await checkItemPrice(tx, config.catalog, before.id, price);
      // Every leaderboard window paying the item keeps its prize pool within its cap.
      await requirePoolsWithItemPrice(tx, config.catalog, config.project.id, before.id, price);
    }
    const passes =
      before.price !== price
        ? await passesExcess(tx, config.catalog, games)
        : new Map<number, PassExcess>();
    const [after] = await tx
      .update(items)
      .set({
        name: b.name,
        nameEn: b.name_en || null,
        hero: b.hero,
        slot: b.slot,
        rarity: b.rarity,
        price,
        editedAt: new Date(),
        updatedAt: sql`case when ${items.price} <> ${price} then now() else ${items.updatedAt} end`,
      })
      .where(eq(items.id, before.id))
      .returning();
    // The offers holding a case with this item, at its new price (a throw rolls the save back).
    if (before.price !== price)
      await requireOffersHoldingWithinBound(
        tx,
        await caseSlugsWithItem(tx, before.id),
        config.catalog.rtpMax,
        `item ${before.id}`,
      );
    // The battle passes, with the cases holding the item at its new worth (a coin case's worth moves the bound).
    await requirePassesWithin(tx, config.catalog, games, passes, `Item ${before.id}`);
    await staffAudit(tx, staff, ip, {
      action: 'item.update',
      target: `item:${before.id}`,
      before: wire(before),
      after: wire(after!),
    });
    return after!;
  });
}

/**
 * Items in the console (issue 30 "Catalog and odds, provably"; right `catalog`): `GET /v1/admin/catalog/items?q&page`
 * (50 a page, by id or name), `POST /v1/admin/catalog/items` (a new ordinary item) and
 * `PUT /v1/admin/catalog/items/{id}` (names, hero, slot, rarity, price in roubles). A price change that would take
 * a paid case containing the item outside the RTP bounds is refused (422 rtp_out_of_bounds), as is one that would take
 * a free case containing it over its cap (422 free_case_value_out_of_bounds), checked under the
 * catalog's save lock against the cases and prices read inside the save's transaction (issue 44), and so is one that
 * would take an offer holding such a case (any currency) above its price × rtpMax (422 offer_value_out_of_bounds
 * naming the offer; kernel/catalog/offer-bounds.ts), or a season's battle pass further over its bound (422
 * pass_value_out_of_bounds; kernel/season/pass-bounds.ts: a coin case's worth moves what a coin buys). Each save writes
 * one audit entry and marks the item the operator's (`edited_at`: seeding leaves it alone). Items already dropped
 * keep their own price.
 * Errors: 404 dataNotFound (no such item), 409 slug_taken, 422 rtp_out_of_bounds, 422 free_case_value_out_of_bounds,
 * 422 offer_value_out_of_bounds, 422 pass_value_out_of_bounds, 422 prize_pool_over_cap (a leaderboard window paying
 * the item over its period's cap; kernel/leaderboards/prize-pools.ts), 400.
 */
import {
  adminItem,
  adminItemsQuery,
  adminItemsResponse,
  itemCreateBody,
  itemSaveBody,
  type AdminItem,
} from '@cases/domain/api/admin-catalog';
import { idParam } from '@cases/domain/api/common';
import type { ItemSlot, Rarity } from '@cases/domain/catalog';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireOffersHoldingWithinBound } from '../../kernel/catalog/offer-bounds.ts';
import { lockCatalogSaves } from '../../kernel/catalog/save-lock.ts';
import { requirePoolsWithItemPrice } from '../../kernel/leaderboards/prize-pools.ts';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';
import { itemImage } from '../../kernel/media-urls.ts';
import {
  passesExcess,
  requirePassesWithin,
  type PassExcess,
} from '../../kernel/season/pass-bounds.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';
import { coinGames } from '../../catalog/pass-value.ts';
import { caseSlugsWithItem, checkItemPrice } from './admin-catalog-guard.ts';

const PER_PAGE = 50;
type ItemRow = typeof items.$inferSelect;

const wire = (i: ItemRow): AdminItem => ({
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

export function caseAdminItemsRoutes(app: App, { db, config }: AppDeps): void {
  /** The item games' terms that price a season coin (the pass's bound). */
  const games = coinGames(config.itemGames);
  app.get(
    '/v1/admin/catalog/items',
    {
      config: { auth: 'required' },
      schema: { querystring: adminItemsQuery, response: { 200: adminItemsResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      const q = req.query.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
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
          .offset((req.query.page - 1) * PER_PAGE),
        db.select({ n: count() }).from(items).where(where),
      ]);
      return { items: rows.map(wire), page: req.query.page, total: total?.n ?? 0 };
    },
  );

  app.post(
    '/v1/admin/catalog/items',
    {
      config: { errors: [[409, 'slug_taken']], auth: 'required' },
      schema: { body: itemCreateBody, response: { 201: adminItem } },
    },
    async (req, reply) => {
      const staff = await requireStaff(db, req, 'catalog');
      const b = req.body;
      const row = await db.transaction(async (tx) => {
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
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'item.create',
          target: `item:${made.id}`,
          after: wire(made),
        });
        return made;
      });
      invalidateSnapshot(db);
      return reply.code(201).send(wire(row));
    },
  );

  app.put(
    '/v1/admin/catalog/items/:id',
    {
      config: { errors: [[404, 'dataNotFound']], auth: 'required' },
      schema: { params: idParam, body: itemSaveBody, response: { 200: adminItem } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const b = req.body;
      const price = toKopecks(b.price);
      const row = await db.transaction(async (tx) => {
        await lockCatalogSaves(tx);
        const [before] = await tx
          .select()
          .from(items)
          .where(eq(items.id, req.params.id))
          .for('update');
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
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'item.update',
          target: `item:${before.id}`,
          before: wire(before),
          after: wire(after!),
        });
        return after!;
      });
      invalidateSnapshot(db);
      return wire(row);
    },
  );
}

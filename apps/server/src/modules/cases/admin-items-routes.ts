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
} from '@cases/domain/api/admin-catalog';
import { idParam } from '@cases/domain/api/common';
import type { App, AppDeps } from '../../platform/types.ts';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { coinGames } from '../../catalog/pass-value.ts';
import { createItem, itemsPage, updateItem, wire } from './admin-items.ts';

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
      return itemsPage(db, req.query.q, req.query.page);
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
      const row = await createItem(db, staff, req.ip, req.body);
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
      const row = await updateItem(db, config, games, staff, req.ip, req.params.id, req.body);
      invalidateSnapshot(db);
      return wire(row);
    },
  );
}

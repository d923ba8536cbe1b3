/**
 * `GET /v1/cases/{id}/{param}` (spec 000 §7 "for drops"; spec 001 §3 "Cases drops: casePrice, userId, items"):
 * a player's drops from one case, newest first, at most CASE_DROPS_LIMIT. The spec leaves `param` unnamed: it
 * is the player, a user id or `me` (the signed-in caller). Public like a profile's inventory (spec 001 §6).
 * Errors: 404 caseNotFound (no such case id or slug), 404 userNotFound (no such player, or not an id),
 * 401 authentication (`me` signed out).
 */
import { CASE_DROPS_LIMIT, caseDropsParams, caseDropsResponse } from '@cases/domain/api/case-drops';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems } from '../../db/schema/index.ts';
import { packContents, snapshot } from '../../kernel/catalog/snapshot.ts';
import { casePrice, itemWire } from '../../kernel/catalog/wire.ts';
import type { InventoryRow } from '../../kernel/inventory/item-row.ts';
import { inventoryItemWire } from '../../kernel/inventory/wire.ts';
import { getUser, parseUserId } from '../../kernel/players/users.ts';
import { optionalUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';

/** The player's rows dropped from case `caseId`, newest first, at most CASE_DROPS_LIMIT. */
function dropsOf(db: Db, userId: number, caseId: number): Promise<InventoryRow[]> {
  return db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.caseId, caseId)))
    .orderBy(desc(inventoryItems.id))
    .limit(CASE_DROPS_LIMIT);
}

/** Registers `GET /v1/cases/:id/:param`. */
export function caseDropsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/cases/:id/:param',
    {
      // getUser / parseUserId throw it (the OpenAPI document reads only this handler's own throws).
      config: {
        auth: 'optional',
        errors: [
          [401, 'authentication'],
          [404, 'caseNotFound'],
          [404, 'userNotFound'],
        ],
      },
      schema: { params: caseDropsParams, response: { 200: caseDropsResponse } },
    },
    async (req) => {
      const snap = await snapshot(db);
      const entry = snap.byKey.get(req.params.id);
      if (!entry) throw new AppError(404, 'caseNotFound', 'Case not found');
      const { param } = req.params;
      let userId: number;
      if (param === 'me') {
        const me = await optionalUser(db, req);
        if (me === null) throw new AppError(401, 'authentication', 'Sign in required');
        userId = me;
      } else {
        userId = parseUserId(param);
        await getUser(db, userId);
      }
      const lang = langOf(req);
      const rows = await dropsOf(db, userId, entry.row.id);
      return {
        case_price: casePrice(entry.row, entry.row.price),
        user_id: String(userId),
        items: rows.flatMap((r) => {
          const item = snap.items.get(r.itemId);
          if (!item) return [];
          const packItems = packContents(snap, item).map((c) => itemWire(c, c.price, lang));
          return [inventoryItemWire(r, item, snap, { packItems }, lang)];
        }),
      };
    },
  );
}

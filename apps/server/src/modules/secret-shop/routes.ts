/**
 * The secret shop (issue 29 "Secret shop"; spec 000 §1 flag `secret_shop`, on by default; decision 018: its own
 * page `/secret-shop`): `GET /v1/secret-shop` (public; this period's slots with their stock, the caller's level
 * and purchases) and `POST /v1/secret-shop/{slot_id}/buy` (signed in, from SECRET_SHOP_MIN_LEVEL; buy.ts). A slot
 * id is `<period>-<position>`; one of another period is gone (404 offer_not_found). Registered only while the
 * flag is on. Errors: 401 authentication; 403 secret_shop_level, self_excluded; 404 offer_not_found; 402
 * balance_error; 409 offer_limit_reached, offer_sold_out.
 */
import {
  secretShopBuyResponse,
  secretShopResponse,
  secretSlotParam,
} from '@cases/domain/api/offers';
import { levelProgress } from '@cases/domain/levels';
import { toRoubles } from '@cases/domain/money';
import { getUser } from '../../kernel/players/users.ts';
import type { DbOrTx } from '../../db/client.ts';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { ordinaryItems, snapshot } from '../../kernel/catalog/snapshot.ts';
import { itemWire } from '../../kernel/catalog/wire.ts';
import { buySecretItem } from './buy.ts';
import { boughtIn, soldBySlot } from './period.ts';
import { periodAt, periodEnd, slotsOf, type SecretSlot } from './selection.ts';

const levelOf = async (db: DbOrTx, userId: number): Promise<number> =>
  levelProgress((await getUser(db, userId)).exp).userLevel;

export function secretShopRoutes(app: App, { db, config }: AppDeps): void {
  const cfg = config.shops.secretShop;
  // The selection changes only with the period or the catalog: drawn once for each snapshot of a period.
  let drawn: { period: number; snap: object; slots: SecretSlot[] } | null = null;
  const current = async () => {
    const period = periodAt(Date.now(), cfg.periodMs);
    const snap = await snapshot(db);
    if (drawn?.period !== period || drawn.snap !== snap)
      drawn = { period, snap, slots: slotsOf(period, ordinaryItems(snap), cfg) };
    return { period, slots: drawn.slots };
  };

  app.get(
    '/v1/secret-shop',
    { config: { auth: 'optional' }, schema: { response: { 200: secretShopResponse } } },
    async (req) => {
      const [{ period, slots }, userId] = await Promise.all([current(), optionalUser(db, req)]);
      const [sold, level, bought] = await Promise.all([
        soldBySlot(db, period),
        userId === null ? 0 : levelOf(db, userId),
        userId === null ? 0 : boughtIn(db, userId, period),
      ]);
      const lang = langOf(req);
      return {
        min_level: cfg.minLevel,
        level,
        allowed: userId !== null && level >= cfg.minLevel,
        period_ends_at: new Date(periodEnd(period, cfg.periodMs)).toISOString(),
        limit: cfg.perPlayer,
        bought,
        slots: slots.map((s) => ({
          id: `${period}-${s.position}`,
          item: itemWire(s.item, s.item.price, lang),
          price: toRoubles(s.price),
          old_price: toRoubles(s.item.price),
          sale: s.sale,
          stock: cfg.stock,
          stock_left: Math.max(0, cfg.stock - (sold.get(s.position) ?? 0)),
        })),
      };
    },
  );

  app.post(
    '/v1/secret-shop/:slot_id/buy',
    {
      config: {
        errors: [
          [403, 'secret_shop_level'],
          [404, 'offer_not_found'],
          [409, 'offer_limit_reached'],
          [409, 'offer_sold_out'],
        ],
        auth: 'required',
      },
      schema: { params: secretSlotParam, response: { 200: secretShopBuyResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const { period, slots } = await current();
      const m = /^(\d{1,9})-(\d{1,2})$/.exec(req.params.slot_id);
      const slot =
        m && Number(m[1]) === period ? slots.find((s) => s.position === Number(m[2])) : undefined;
      if (!slot) throw new AppError(404, 'offer_not_found', 'No such item in the secret shop now');
      const level = await levelOf(db, userId);
      if (level < cfg.minLevel)
        throw new AppError(
          403,
          'secret_shop_level',
          `The secret shop opens at level ${cfg.minLevel}; yours is ${level}`,
        );
      const r = await buySecretItem(db, userId, period, slot, cfg);
      return {
        balance: toRoubles(r.balance),
        inventory_item_id: String(r.row.id),
        item: itemWire(slot.item, r.row.price, langOf(req)),
      };
    },
  );
}

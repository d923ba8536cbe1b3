/**
 * Skin exchange calls (issue 29; spec 000 §1–2 `/skin-exchange`): `GET /v1/skin-exchange/info` (public; the
 * margin), `GET /v1/skin-exchange/items?search&price_from&price_to&page` (public; the catalog side: ordinary
 * items by price, highest first, 24 a page, search in both languages' names, prices in roubles) and
 * `POST /v1/skin-exchange { items, take }` (signed in; exchange.ts). Errors: 401 authentication; 400 bad input
 * (and an item id given twice: invalidItem); 404 invalidItem; 409 exchange_items_outdated,
 * exchange_value_exceeded.
 */
import {
  exchangeBody,
  exchangeInfoResponse,
  exchangeItemsQuery,
  exchangeItemsResponse,
  exchangeResponse,
} from '@cases/domain/api/exchange';
import { toRoubles } from '@cases/domain/money';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { ordinaryItems, snapshot } from '../../kernel/catalog/snapshot.ts';
import { itemWire } from '../../kernel/catalog/wire.ts';
import { inventoryItemWire, parseItemId } from '../../kernel/inventory/wire.ts';
import { exchange, takenItems } from './exchange.ts';

const PER_PAGE = 24;

export function exchangeRoutes(app: App, { db, config }: AppDeps): void {
  const margin = config.shops.exchange.margin;

  app.get(
    '/v1/skin-exchange/info',
    { schema: { response: { 200: exchangeInfoResponse } } },
    () => ({
      margin_percent: Math.round(margin * 10_000) / 100,
    }),
  );

  app.get(
    '/v1/skin-exchange/items',
    { schema: { querystring: exchangeItemsQuery, response: { 200: exchangeItemsResponse } } },
    async (req) => {
      const q = req.query;
      const needle = q.search?.trim().toLocaleLowerCase('ru') ?? '';
      const from = q.price_from === undefined ? 0 : Math.round(q.price_from * 100);
      const to = q.price_to === undefined ? Infinity : Math.round(q.price_to * 100);
      const found = ordinaryItems(await snapshot(db))
        .filter(
          (i) =>
            i.price >= from &&
            i.price <= to &&
            (needle === '' ||
              i.name.toLocaleLowerCase('ru').includes(needle) ||
              (i.nameEn ?? '').toLocaleLowerCase('en').includes(needle)),
        )
        .sort((a, b) => b.price - a.price || a.id.localeCompare(b.id));
      const lang = langOf(req);
      const start = (q.page - 1) * PER_PAGE;
      return {
        items: found.slice(start, start + PER_PAGE).map((i) => itemWire(i, i.price, lang)),
        total: found.length,
        page: q.page,
        per_page: PER_PAGE,
      };
    },
  );

  app.post(
    '/v1/skin-exchange',
    {
      config: {
        errors: [
          [400, 'invalidItem'],
          [404, 'invalidItem'],
          [409, 'exchange_items_outdated'],
          [409, 'exchange_value_exceeded'],
        ],
        auth: 'required',
      },
      schema: { body: exchangeBody, response: { 200: exchangeResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const given = req.body.items.map(parseItemId);
      if (new Set(given).size !== given.length)
        throw new AppError(400, 'invalidItem', 'An item is given twice');
      const snap = await snapshot(db);
      const r = await exchange(db, userId, given, takenItems(snap, req.body.take), margin);
      const lang = langOf(req);
      return {
        value: toRoubles(r.value),
        allowed: toRoubles(r.allowed),
        credited: toRoubles(r.credited),
        balance: toRoubles(r.balance),
        given: r.given.map(String),
        taken: r.taken.map((t) => inventoryItemWire(t.row, t.item, snap, {}, lang)),
      };
    },
  );
}

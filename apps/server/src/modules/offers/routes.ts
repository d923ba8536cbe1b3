/**
 * Offers (issue 29; spec 001 §2 offers shop and personal-offer modal, §3 Offer, §7 "Event, battle pass, offers"):
 * `GET /v1/offers` (public; the shop's offers on sale, with the caller's purchases when signed in),
 * `GET /v1/offers/user/{id}` (signed in; the caller's own running personal offers, triggers looked at first;
 * another player's id → 404 userNotFound), `POST /v1/offers/{offer_id}/buy` (signed in; body `{trigger_id?}`;
 * buy.ts), `POST /v1/offers/personal/{trigger_id}/shown` (signed in; the modal showed the caller's personal offer:
 * remembered once per player, issue 48; another player's or an unknown id → 404 offer_not_found). Errors: 401 authentication; 404 offer_not_found, userNotFound; 402 balance_error; 409
 * offer_limit_reached, offer_sold_out; 403 self_excluded; 400 bad input. The console's calls: admin-routes.ts
 * (issue 30).
 */
import {
  offerBuyBody,
  offerBuyResponse,
  offerIdParam,
  offerShownResponse,
  offersResponse,
  offerTriggerParam,
  type Offer,
} from '@cases/domain/api/offers';
import { idParam } from '@cases/domain/api/common';
import { toRoubles } from '@cases/domain/money';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { parseUserId } from '../../kernel/players/users.ts';
import { offersAdminRoutes } from './admin-routes.ts';
import { buyOffer } from './buy.ts';
import { markPersonalOfferShown } from './shown.ts';
import { offerById, offerCases, offerWire, purchasesOf, shopOffers } from './offers.ts';
import { personalOffersOf } from './triggers.ts';

/** A positive integer id from the path, or 404 offer_not_found. */
function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}
const notFound = () => new AppError(404, 'offer_not_found', 'No such offer on sale');

export function offersRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;
  offersAdminRoutes(app, deps);
  const cfg = config.shops.offers;

  app.get(
    '/v1/offers',
    { config: { auth: 'optional' }, schema: { response: { 200: offersResponse } } },
    async (req) => {
      const [rows, snap, userId] = await Promise.all([
        shopOffers(db),
        snapshot(db),
        optionalUser(db, req),
      ]);
      const bought =
        userId === null
          ? new Map<number, number>()
          : await purchasesOf(
              db,
              userId,
              rows.map((r) => r.id),
            );
      const lang = langOf(req);
      return {
        offers: rows.map((r) => offerWire(r, snap, lang, { bought: bought.get(r.id) ?? 0 })),
      };
    },
  );

  app.get(
    '/v1/offers/user/:id',
    {
      config: { errors: [[404, 'userNotFound']], auth: 'required' },
      schema: { params: idParam, response: { 200: offersResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      if (parseUserId(req.params.id) !== userId)
        throw new AppError(404, 'userNotFound', 'User not found');
      const [mine, snap] = await Promise.all([personalOffersOf(db, userId, cfg), snapshot(db)]);
      const lang = langOf(req);
      const list: Offer[] = [];
      for (const p of mine) {
        const row = await offerById(db, p.offerId);
        if (row === null || row.triggerType === null) continue;
        list.push(
          offerWire(row, snap, lang, {
            bought: 0,
            personal: {
              id: p.id,
              type: p.triggerType as NonNullable<Offer['trigger_type']>,
              expiresAt: p.expiresAt,
            },
          }),
        );
      }
      return { offers: list };
    },
  );

  app.post(
    '/v1/offers/personal/:trigger_id/shown',
    {
      config: { errors: [[404, 'offer_not_found']], auth: 'required' },
      schema: { params: offerTriggerParam, response: { 200: offerShownResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const id = parseId(req.params.trigger_id);
      const shownAt = id === null ? null : await markPersonalOfferShown(db, userId, id);
      if (shownAt === null) throw notFound();
      return { trigger_id: String(id), shown_at: shownAt.toISOString() };
    },
  );

  app.post(
    '/v1/offers/:offer_id/buy',
    {
      config: {
        errors: [
          [402, 'balance_error'],
          [403, 'self_excluded'],
          [404, 'offer_not_found'],
          [409, 'offer_limit_reached'],
          [409, 'offer_sold_out'],
        ],
        auth: 'required',
      },
      schema: { params: offerIdParam, body: offerBuyBody, response: { 200: offerBuyResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const id = parseId(req.params.offer_id);
      const offer = id === null ? null : await offerById(db, id);
      if (offer === null) throw notFound();
      const raw = req.body?.trigger_id;
      const triggerId = raw === undefined ? null : parseId(raw);
      if (raw !== undefined && triggerId === null) throw notFound();
      if (offer.triggerType === null && raw !== undefined) throw notFound();
      const snap = await snapshot(db);
      const done = await buyOffer(db, snap, userId, offer, triggerId);
      const lang = langOf(req);
      return {
        offer_id: String(offer.id),
        balance: toRoubles(done.balance),
        coin_balance: done.coinBalance,
        granted: {
          cases: offerCases(offer, snap, lang),
          coins: offer.bonusCoins,
          money: toRoubles(offer.bonusMoney),
        },
      };
    },
  );
}

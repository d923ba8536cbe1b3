/**
 * Promo code calls, spec 001 §7 Payments: `GET /v1/payments/promo/info/{code}` (signed in),
 * `GET /v1/payments/promo/info/guest/{code}`, `POST /v1/payments/promo/apply { code }`,
 * `GET /v1/payments/promo/user/reset`. Errors: 404 promo_not_found, 403 promo_deposit_required,
 * 409 promo_used, 409 promo_limit; the look-ups 429 `tooManyRequests` past
 * RATE_LIMIT_PROMO_LOOKUP_PER_MIN, per address (guest) or per player (issue 26). The console's calls:
 * admin-routes.ts.
 */
import { okResponse } from '@cases/domain/api/auth';
import {
  guestPromoResponse as guestResponse,
  promoApplyBody,
  promoApplyResponse,
  promoCodeParam,
  promoInfoResponse,
  type PromoInfo,
} from '@cases/domain/api/payments';
import { toRoubles } from '@cases/domain/money';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { promoLookupLimit } from '../../platform/rate-limit.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import { snapshot, type Snapshot } from '../../kernel/catalog/snapshot.ts';
import { caseImage } from '../../kernel/catalog/wire.ts';
import { promoAdminRoutes } from './admin-routes.ts';
import {
  applyPromo,
  lookupPromo,
  resetPromo,
  usablePromo,
  type FlexOffer,
  type PromoDetails,
  type PromoRow,
} from './service.ts';

/** The code as the info call answers it (case names and prices from the live catalog). */
export function promoInfo(row: PromoRow, snap: Snapshot): PromoInfo {
  const d = row.details as PromoDetails;
  switch (row.kind) {
    case 'instant':
      return {
        type: 'instant',
        code: row.code,
        sum: toRoubles((d as { sum: number }).sum),
        requires_deposit: row.requiresDeposit,
      };
    case 'common': {
      const c = d as { percent: number; img: string };
      return { type: 'common', code: row.code, percent: c.percent, img: c.img };
    }
    default: {
      const b = d as { img: string; flex_offers: FlexOffer[] };
      return {
        type: 'blogger',
        code: row.code,
        img: b.img,
        flex_offers: b.flex_offers.map((o) => {
          const entry = snap.byKey.get(o.case)?.row;
          return {
            case: {
              img: caseImage(o.case),
              name: entry?.name ?? o.case,
              price: toRoubles(entry?.price ?? 0),
            },
            tcoin_factor: o.tcoin_factor,
            price_from: o.price_from,
            money_factor: o.money_factor,
          };
        }),
      };
    }
  }
}

export function promoRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;
  promoAdminRoutes(app, deps);
  app.get(
    '/v1/payments/promo/info/:code',
    {
      schema: { params: promoCodeParam, response: { 200: promoInfoResponse } },
      // Counted per player: guessing codes from many addresses with one account gains nothing.
      config: {
        errors: [[404, 'promo_not_found']],
        auth: 'required',
        rateLimit: promoLookupLimit(
          config,
          async (req) => `u${(await optionalUser(db, req)) ?? req.ip}`,
        ),
      },
    },
    async (req) => {
      await requireUser(db, req);
      return promoInfo(usablePromo(await lookupPromo(db, req.params.code)), await snapshot(db));
    },
  );

  app.get(
    '/v1/payments/promo/info/guest/:code',
    {
      schema: { params: promoCodeParam, response: { 200: guestResponse } },
      config: { errors: [[404, 'promo_not_found']], rateLimit: promoLookupLimit(config) },
    },
    async (req) => {
      const row = usablePromo(await lookupPromo(db, req.params.code));
      const d = row.details as PromoDetails;
      const offers = 'flex_offers' in d ? d.flex_offers : [];
      return {
        type: row.kind as 'instant' | 'common' | 'blogger',
        percent: 'percent' in d ? d.percent : null,
        money_factor: offers.length > 0 ? Math.max(...offers.map((o) => o.money_factor)) : null,
        requires_deposit: row.requiresDeposit,
      };
    },
  );

  app.post(
    '/v1/payments/promo/apply',
    {
      config: {
        errors: [
          [403, 'promo_deposit_required'],
          [403, 'promo_staff_account'],
          [404, 'promo_not_found'],
          [409, 'promo_limit'],
          [409, 'promo_used'],
        ],
        auth: 'required',
      },
      schema: { body: promoApplyBody, response: { 200: promoApplyResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      await requirePlayAllowed(db, userId);
      const r = await applyPromo(db, userId, req.body.code);
      return {
        success: true as const,
        type: r.kind,
        balance: r.balance === null ? null : toRoubles(r.balance),
      };
    },
  );

  app.get(
    '/v1/payments/promo/user/reset',
    { config: { auth: 'required' }, schema: { response: { 200: okResponse } } },
    async (req) => {
      await resetPromo(db, await requireUser(db, req));
      return { success: true as const };
    },
  );
}

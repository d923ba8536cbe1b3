/**
 * Promo codes in the console (issue 30 "Running the shop"; docs/console.md "Content"; right `content`):
 * `GET /v1/admin/promo?q&page` (newest first, 50 a page, with uses, max uses and expiry), `POST /v1/admin/promo`
 * (a new instant, common or blogger code; 409 promo_exists), `PUT /v1/admin/promo/{code} {max_uses, expires_at,
 * requires_deposit}` and `POST /v1/admin/promo/{code}/disable` (expires now). Money in roubles on the wire,
 * kopecks in `details`. An instant code over a cap is saved `pending` and `POST /v1/admin/promo/{code}/approve`
 * (right `money.adjust`, never by the staff member whose change waits) makes it usable (issue 44, approval.ts).
 * Each change writes one audit entry (`promo.create|update|disable|approve`, before and after) in its transaction
 * and drops this process's lookup cache of the code (others follow within 5 s). Errors: 404 promo_not_found, 400
 * content_invalid (a malformed code, an unknown case), 403 console_forbidden (also: approving one's own change),
 * 409 promo_not_pending (nothing waits for approval), 422 promo_over_cap (an instant code without a use limit).
 */
import type { AuditAction } from '@cases/domain/api/admin';
import {
  promoCreateBody,
  promoListQuery,
  promoListResponse,
  promoUpdateBody,
  adminPromo,
  type AdminPromo,
} from '@cases/domain/api/admin-content';
import { normalizePromoCode, PROMO_CODE_PATTERN } from '@cases/domain/payments/promo';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import type { InstantCaps } from './approval.ts';
import { forgetPromo } from './service.ts';
import {
  adminPromoOf,
  approvePromo,
  changePromo,
  createPromo,
  promoPage,
  promoRow,
  type PromoChange,
} from './admin-codes.ts';

/** The code (`:id`, as every console call names its thing). */
const codeParam = z.object({ id: z.string().min(1).max(64) });

export function promoAdminRoutes(app: App, { db, config }: AppDeps): void {
  const caps: InstantCaps = {
    item: config.payments.instantPromoCapKopecks,
    day: config.payments.instantPromoDailyCapKopecks,
  };

  app.get(
    '/v1/admin/promo',
    {
      config: { auth: 'required' },
      schema: { querystring: promoListQuery, response: { 200: promoListResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'content');
      const { q, page } = req.query;
      return promoPage(db, q, page);
    },
  );

  app.post(
    '/v1/admin/promo',
    {
      config: {
        errors: [
          [400, 'content_invalid'],
          [409, 'promo_exists'],
        ],
        auth: 'required',
      },
      schema: { body: promoCreateBody, response: { 200: adminPromo } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'content');
      const b = req.body;
      const code = normalizePromoCode(b.code);
      if (!PROMO_CODE_PATTERN.test(code))
        throw new AppError(400, 'content_invalid', 'A code is 3–32 letters, digits, - or _');
      if (b.kind === 'blogger') {
        const snap = await snapshot(db);
        const unknown = b.flex_offers.find((o) => !snap.byKey.has(o.case));
        if (unknown) throw new AppError(400, 'content_invalid', `No case ${unknown.case}`);
      }
      const row = await createPromo(db, caps, staff, req.ip, code, b);
      forgetPromo(db, code);
      return adminPromoOf(row);
    },
  );

  /** Changes a code's row with `set`, audited as `action`. */
  const change = async (
    req: Parameters<typeof requireStaff>[1],
    raw: string,
    action: AuditAction,
    set: PromoChange,
  ): Promise<AdminPromo> => {
    const staff = await requireStaff(db, req, 'content');
    const code = normalizePromoCode(raw);
    const row = await changePromo(db, caps, staff, req.ip, code, action, set);
    forgetPromo(db, code);
    return adminPromoOf(row);
  };

  app.put(
    '/v1/admin/promo/:id',
    {
      config: { auth: 'required' },
      schema: { params: codeParam, body: promoUpdateBody, response: { 200: adminPromo } },
    },
    (req) =>
      change(req, req.params.id, 'promo.update', {
        maxUses: req.body.max_uses,
        expiresAt: req.body.expires_at === null ? null : new Date(req.body.expires_at),
        requiresDeposit: req.body.requires_deposit,
      }),
  );

  app.post(
    '/v1/admin/promo/:id/disable',
    { config: { auth: 'required' }, schema: { params: codeParam, response: { 200: adminPromo } } },
    (req) => change(req, req.params.id, 'promo.disable', { expiresAt: new Date() }),
  );

  // The second approval of a code that waits (issue 44): another staff member, with `money.adjust`.
  app.post(
    '/v1/admin/promo/:id/approve',
    {
      config: {
        errors: [
          [403, 'console_forbidden'],
          [404, 'promo_not_found'],
          [409, 'promo_not_pending'],
        ],
        auth: 'required',
      },
      schema: { params: codeParam, response: { 200: adminPromo } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'money.adjust');
      const code = normalizePromoCode(req.params.id);
      const row = await approvePromo(db, staff, req.ip, code);
      forgetPromo(db, code);
      return adminPromoOf(row);
    },
  );

  // Kept for a single-code view of the console (the list's row).
  app.get(
    '/v1/admin/promo/:id',
    { config: { auth: 'required' }, schema: { params: codeParam, response: { 200: adminPromo } } },
    async (req) => {
      await requireStaff(db, req, 'content');
      return adminPromoOf(await promoRow(db, req.params.id));
    },
  );
}

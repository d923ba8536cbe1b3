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
  type PromoCreateBody,
} from '@cases/domain/api/admin-content';
import {
  normalizePromoCode,
  PROMO_CODE_PATTERN,
  type PromoKind,
} from '@cases/domain/payments/promo';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { count, desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { promoCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';
import { instantExposure, instantNeedsApproval, type InstantCaps } from './approval.ts';
import { forgetPromo, type PromoDetails, type PromoRow } from './service.ts';

const PER_PAGE = 50;
/** The code (`:id`, as every console call names its thing). */
const codeParam = z.object({ id: z.string().min(1).max(64) });
const DEFAULT_IMG = {
  common: '/payments/promo-common.svg',
  blogger: '/payments/promo-blogger.svg',
};

/** A code row on the console's wire (roubles). */
export function adminPromoOf(row: PromoRow, now = Date.now()): AdminPromo {
  const d = row.details as Partial<{ sum: number; percent: number; img: string }> & {
    flex_offers?: AdminPromo['flex_offers'];
  };
  return {
    code: row.code,
    kind: row.kind as PromoKind,
    sum: row.kind === 'instant' && d.sum !== undefined ? toRoubles(d.sum) : null,
    percent: d.percent ?? null,
    img: d.img ?? null,
    flex_offers: d.flex_offers ?? [],
    uses: row.uses,
    max_uses: row.maxUses,
    expires_at: row.expiresAt?.toISOString() ?? null,
    requires_deposit: row.requiresDeposit,
    created_at: row.createdAt.toISOString(),
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
    approval: row.approval === 'pending' ? 'pending' : 'approved',
    created_by: row.createdBy === null ? null : String(row.createdBy),
    requested_by: row.requestedBy === null ? null : String(row.requestedBy),
    approved_by: row.approvedBy === null ? null : String(row.approvedBy),
  };
}

function detailsOf(b: PromoCreateBody): PromoDetails {
  switch (b.kind) {
    case 'instant':
      return { sum: toKopecks(b.sum) };
    case 'common':
      return { percent: b.percent, img: b.img ?? DEFAULT_IMG.common };
    case 'blogger':
      return { img: b.img ?? DEFAULT_IMG.blogger, flex_offers: b.flex_offers };
  }
}

export function promoAdminRoutes(app: App, { db, config }: AppDeps): void {
  const caps: InstantCaps = {
    item: config.payments.instantPromoCapKopecks,
    day: config.payments.instantPromoDailyCapKopecks,
  };
  const rowOf = async (raw: string): Promise<PromoRow> => {
    const [row] = await db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, normalizePromoCode(raw)));
    if (!row) throw new AppError(404, 'promo_not_found', 'No such promo code');
    return row;
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
      const where = q ? ilike(promoCodes.code, `%${q.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(promoCodes)
          .where(where)
          .orderBy(desc(promoCodes.createdAt), desc(promoCodes.code))
          .limit(PER_PAGE)
          .offset((page - 1) * PER_PAGE),
        db.select({ n: count() }).from(promoCodes).where(where),
      ]);
      return { codes: rows.map((r) => adminPromoOf(r)), page, total: total?.n ?? 0 };
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
      const row = await db.transaction(async (tx) => {
        const waits =
          b.kind === 'instant' &&
          (await instantNeedsApproval(
            tx,
            staff.userId,
            { before: 0, after: instantExposure(toKopecks(b.sum), b.max_uses) },
            caps,
          ));
        const [created] = await tx
          .insert(promoCodes)
          .values({
            code,
            kind: b.kind,
            details: detailsOf(b),
            maxUses: b.max_uses,
            expiresAt: b.expires_at === null ? null : new Date(b.expires_at),
            requiresDeposit: b.requires_deposit,
            createdBy: staff.userId,
            ...(waits ? { approval: 'pending', requestedBy: staff.userId } : {}),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new AppError(409, 'promo_exists', 'This code exists already');
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'promo.create',
          target: `promo:${code}`,
          before: null,
          after: adminPromoOf(created),
        });
        return created;
      });
      forgetPromo(db, code);
      return adminPromoOf(row);
    },
  );

  /** Changes a code's row with `set`, audited as `action`. */
  const change = async (
    req: Parameters<typeof requireStaff>[1],
    raw: string,
    action: AuditAction,
    set: Partial<typeof promoCodes.$inferInsert>,
  ): Promise<AdminPromo> => {
    const staff = await requireStaff(db, req, 'content');
    const code = normalizePromoCode(raw);
    const row = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, code))
        .for('update');
      if (!before) throw new AppError(404, 'promo_not_found', 'No such promo code');
      let waits = false;
      if (before.kind === 'instant' && set.maxUses !== undefined) {
        const sum = (before.details as { sum: number }).sum;
        waits = await instantNeedsApproval(
          tx,
          staff.userId,
          {
            before: instantExposure(sum, before.maxUses),
            after: instantExposure(sum, set.maxUses),
            pending: before.approval === 'pending',
          },
          caps,
        );
      }
      const [after] = await tx
        .update(promoCodes)
        .set(waits ? { ...set, approval: 'pending', requestedBy: staff.userId } : set)
        .where(eq(promoCodes.code, code))
        .returning();
      await audit(tx, {
        actorId: staff.userId,
        role: staff.role,
        ip: req.ip,
        action,
        target: `promo:${code}`,
        before: adminPromoOf(before),
        after: adminPromoOf(after!),
      });
      return after!;
    });
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
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(promoCodes)
          .where(eq(promoCodes.code, code))
          .for('update');
        if (!before) throw new AppError(404, 'promo_not_found', 'No such promo code');
        if (before.approval !== 'pending')
          throw new AppError(409, 'promo_not_pending', 'This code waits for no approval');
        if (before.requestedBy === staff.userId || before.createdBy === staff.userId)
          throw new AppError(403, 'console_forbidden', 'Another staff member approves your code');
        const [after] = await tx
          .update(promoCodes)
          .set({ approval: 'approved', approvedBy: staff.userId })
          .where(eq(promoCodes.code, code))
          .returning();
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'promo.approve',
          target: `promo:${code}`,
          before: adminPromoOf(before),
          after: adminPromoOf(after!),
        });
        return after!;
      });
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
      return adminPromoOf(await rowOf(req.params.id));
    },
  );
}

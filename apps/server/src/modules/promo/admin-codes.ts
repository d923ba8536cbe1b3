/**
 * Promo codes as the console keeps them (issue 30; admin-routes.ts declares the calls and their errors): a code on
 * the console's wire (roubles), a page of codes, one code, and the create, change and second approval, each in one
 * transaction with its audit entry (`promo.create|update|disable|approve`). An instant code over a cap is saved
 * `pending` (issue 44, approval.ts). The caller drops the code's lookup cache after a save (forgetPromo). Errors:
 * 404 promo_not_found, 409 promo_exists, 409 promo_not_pending, 403 console_forbidden (approving one's own).
 */
import type { AuditAction } from '@cases/domain/api/admin';
import type { AdminPromo, PromoCreateBody } from '@cases/domain/api/admin-content';
import { normalizePromoCode, type PromoKind } from '@cases/domain/payments/promo';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { staffAudit } from '../../kernel/staff/audit.ts';
import type { StaffActor } from '../../kernel/staff/access.ts';
import { instantExposure, instantNeedsApproval, type InstantCaps } from './approval.ts';
import type { PromoDetails, PromoRow } from './service.ts';

/** What a change may set on a code's row. */
export type PromoChange = Partial<typeof promoCodes.$inferInsert>;

const PER_PAGE = 50;
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

/** Page `page` of the codes containing `q`, newest first. */
export async function promoPage(db: DbOrTx, q: string | undefined, page: number) {
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
}

/** The code's row (with `lock`, locked for a change in the caller's transaction); 404 promo_not_found. */
export async function promoRow(db: DbOrTx, raw: string, lock = false): Promise<PromoRow> {
  const query = db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(raw)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError(404, 'promo_not_found', 'No such promo code');
  return row;
}

/** Creates code `code` (normalized) from `b`; pending when an instant code is over a cap. */
export async function createPromo(
  db: Db,
  caps: InstantCaps,
  staff: StaffActor,
  ip: string,
  code: string,
  b: PromoCreateBody,
): Promise<PromoRow> {
  return db.transaction(async (tx) => {
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
    await staffAudit(tx, staff, ip, {
      action: 'promo.create',
      target: `promo:${code}`,
      before: null,
      after: adminPromoOf(created),
    });
    return created;
  });
}

/** Changes code `code`'s row with `set`, audited as `action`; pending again when it raises an instant code over a cap. */
export async function changePromo(
  db: Db,
  caps: InstantCaps,
  staff: StaffActor,
  ip: string,
  code: string,
  action: AuditAction,
  set: PromoChange,
): Promise<PromoRow> {
  return db.transaction(async (tx) => {
    const before = await promoRow(tx, code, true);
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
    await staffAudit(tx, staff, ip, {
      action,
      target: `promo:${code}`,
      before: adminPromoOf(before),
      after: adminPromoOf(after!),
    });
    return after!;
  });
}

/** The second approval of code `code` by `staff` (never its requester or creator). */
export async function approvePromo(
  db: Db,
  staff: StaffActor,
  ip: string,
  code: string,
): Promise<PromoRow> {
  return db.transaction(async (tx) => {
    const before = await promoRow(tx, code, true);
    if (before.approval !== 'pending')
      throw new AppError(409, 'promo_not_pending', 'This code waits for no approval');
    if (before.requestedBy === staff.userId || before.createdBy === staff.userId)
      throw new AppError(403, 'console_forbidden', 'Another staff member approves your code');
    const [after] = await tx
      .update(promoCodes)
      .set({ approval: 'approved', approvedBy: staff.userId })
      .where(eq(promoCodes.code, code))
      .returning();
    await staffAudit(tx, staff, ip, {
      action: 'promo.approve',
      target: `promo:${code}`,
      before: adminPromoOf(before),
      after: adminPromoOf(after!),
    });
    return after!;
  });
}

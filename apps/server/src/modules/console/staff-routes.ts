/**
 * The owner's view of the staff (issue 44; docs/console.md "Getting in"), right `staff.manage`:
 * `GET /v1/admin/staff` lists every account holding a role with its block and whether too many wrong authenticator
 * codes locked its console (code-check.ts); `POST /v1/admin/staff/{id}/unlock` lifts that lock and clears the count,
 * in one transaction with its audit entry (`staff.unlock`, before and after). Errors: 404 (no console; userNotFound
 * for an account without a role), 403 console_forbidden.
 */
import { playerIdParam, type StaffRole } from '@cases/domain/api/admin';
import { staffListResponse } from '@cases/domain/api/admin-staff';
import { okResponse } from '@cases/domain/api/auth';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { staffRoles, staffTotp, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { parseUserId } from '../../kernel/players/users.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';

/** Registers the staff list and the unlock call. */
export function consoleStaffRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/staff',
    { config: { auth: 'required' }, schema: { response: { 200: staffListResponse } } },
    async (req) => {
      await requireStaff(db, req, 'staff.manage');
      const rows = await db
        .select({
          id: users.id,
          login: users.login,
          nickname: users.nickname,
          role: staffRoles.role,
          blockedAt: users.blockedAt,
          lockedAt: staffTotp.lockedAt,
          failedCodes: staffTotp.failedCodes,
        })
        .from(staffRoles)
        .innerJoin(users, eq(users.id, staffRoles.userId))
        .leftJoin(staffTotp, eq(staffTotp.userId, staffRoles.userId))
        .orderBy(desc(sql`${staffRoles.role} = 'owner'`), asc(users.login));
      return {
        staff: rows.map((r) => ({
          user_id: String(r.id),
          login: r.login,
          nickname: r.nickname,
          role: r.role as StaffRole,
          blocked: r.blockedAt !== null,
          locked: r.lockedAt !== null,
          failed_codes: r.failedCodes ?? 0,
        })),
      };
    },
  );

  app.post(
    '/v1/admin/staff/:id/unlock',
    {
      config: { errors: [[404, 'userNotFound']], auth: 'required' },
      schema: { params: playerIdParam, response: { 200: okResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'staff.manage');
      const userId = parseUserId(req.params.id);
      await db.transaction(async (tx) => {
        const [role] = await tx
          .select({ role: staffRoles.role })
          .from(staffRoles)
          .where(eq(staffRoles.userId, userId));
        if (!role) throw new AppError(404, 'userNotFound', 'No staff account with this id');
        const [before] = await tx
          .select({ lockedAt: staffTotp.lockedAt, failedCodes: staffTotp.failedCodes })
          .from(staffTotp)
          .where(eq(staffTotp.userId, userId))
          .for('update');
        await tx
          .update(staffTotp)
          .set({ lockedAt: null, failedCodes: 0 })
          .where(eq(staffTotp.userId, userId));
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'staff.unlock',
          target: `user:${userId}`,
          before: { locked: before?.lockedAt != null, failed_codes: before?.failedCodes ?? 0 },
          after: { locked: false, failed_codes: 0 },
        });
      });
      return { success: true as const };
    },
  );
}

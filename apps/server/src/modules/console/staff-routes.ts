/**
 * The owner's view of the staff (issue 44; docs/console.md "Getting in"), right `staff.manage`:
 * `GET /v1/admin/staff` lists every account holding a role with its block and whether too many wrong authenticator
 * codes locked its console (code-check.ts); `POST /v1/admin/staff/{id}/unlock` lifts that lock and clears the count,
 * in one transaction with its audit entry (`staff.unlock`, before and after). Errors: 404 (no console; userNotFound
 * for an account without a role), 403 console_forbidden.
 */
import { playerIdParam } from '@cases/domain/api/admin';
import { staffListResponse } from '@cases/domain/api/admin-staff';
import { okResponse } from '@cases/domain/api/auth';
import type { App, AppDeps } from '../../platform/types.ts';
import { parseUserId } from '../../kernel/players/users.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { staffList, unlockStaff } from './staff-list.ts';

/** Registers the staff list and the unlock call. */
export function consoleStaffRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/staff',
    { config: { auth: 'required' }, schema: { response: { 200: staffListResponse } } },
    async (req) => {
      await requireStaff(db, req, 'staff.manage');
      const rows = await staffList(db);
      return {
        staff: rows.map((r) => ({
          user_id: String(r.id),
          login: r.login,
          nickname: r.nickname,
          role: r.role,
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
      await unlockStaff(db, staff, req.ip, userId);
      return { success: true as const };
    },
  );
}

/**
 * The console's staff list on the wire (issue 44; docs/console.md "Getting in"), right `staff.manage` (the owner):
 * every account holding a role, whether the shop blocked it and whether too many wrong authenticator codes locked
 * its console; `POST /v1/admin/staff/{id}/unlock` lifts the lock (audited `staff.unlock`).
 */
import { z } from 'zod';
import { STAFF_ROLES } from './admin.ts';

/** One staff account: `locked` until the owner unlocks it; `failed_codes` wrong codes in a row so far. */
export const staffEntry = z.object({
  user_id: z.string(),
  login: z.string(),
  nickname: z.string(),
  role: z.enum(STAFF_ROLES),
  blocked: z.boolean(),
  locked: z.boolean(),
  failed_codes: z.number().int(),
});
export type StaffEntry = z.infer<typeof staffEntry>;

/** `GET /v1/admin/staff`: owners first, then by login. */
export const staffListResponse = z.object({ staff: z.array(staffEntry) });

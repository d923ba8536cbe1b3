/**
 * POST /v1/admin/staff/{id}/unlock (issue 44; right staff.manage): lifts the lock too many wrong authenticator
 * codes put on a staff member's console and clears the count (audited `staff.unlock`). Errors: 403
 * console_forbidden, 404 userNotFound (no staff account with this id).
 */
import { okResponse } from '@cases/domain/api/auth';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function unlockConsoleStaff(input: { userId: string }) {
  return apiPost(`/v1/admin/staff/${encodeURIComponent(input.userId)}/unlock`, {
    schema: okResponse,
  });
}

/** The call; the staff list is read again after it. */
export function useUnlockConsoleStaff() {
  return useConsoleMutation(unlockConsoleStaff, { root: 'staff' });
}

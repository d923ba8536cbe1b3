/**
 * POST /v1/admin/approvals/{id}/approve and …/reject (issue 44; right money.adjust): the second approval of a console
 * save that waits. Approving runs the save (its own errors if a bound now refuses it: the approval stays pending).
 * Errors: 403 console_forbidden (no right, or one's own save), 404 approval_not_found, 409 approval_not_pending.
 */
import { adminApproval } from '@cases/domain/api/admin-approvals';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function decideConsoleApproval(input: { id: string; decision: 'approve' | 'reject' }) {
  return apiPost(`/v1/admin/approvals/${encodeURIComponent(input.id)}/${input.decision}`, {
    schema: adminApproval,
  });
}

/** The call; every console query is read again after it (the save may have changed any list). */
export function useDecideConsoleApproval() {
  return useConsoleMutation(decideConsoleApproval);
}

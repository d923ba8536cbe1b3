/**
 * POST /v1/admin/support/conversations/{id}/assign {staff_id?} (issue 30 "Support"; right support): takes the
 * conversation (no `staffId`: to the caller) or gives it to a staff member with the support right (400
 * support_assignee otherwise); null: to nobody. Audited as `support.assign`. 409 support_closed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportConversationRowResponse } from '@cases/domain/api/admin-support';
import { apiPost } from '../client.ts';
import { CONSOLE_SUPPORT_KEY } from './get-console-support-inbox.ts';

export function assignSupport(id: string, staffId?: string | null): Promise<unknown> {
  return apiPost(`/v1/admin/support/conversations/${encodeURIComponent(id)}/assign`, {
    schema: supportConversationRowResponse,
    body: staffId === undefined ? {} : { staffId },
  });
}

export function useAssignSupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId?: string | null) => assignSupport(id, staffId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_SUPPORT_KEY }),
  });
}

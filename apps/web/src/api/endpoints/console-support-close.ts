/**
 * POST /v1/admin/support/conversations/{id}/close (issue 30 "Support"; right support): closes the
 * conversation; the player's next message opens a new one. Audited as `support.close`. 409 support_closed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportConversationRowResponse } from '@cases/domain/api/admin-support';
import { apiPost } from '../client.ts';
import { CONSOLE_SUPPORT_KEY } from './get-console-support-inbox.ts';

export function closeSupport(id: string): Promise<unknown> {
  return apiPost(`/v1/admin/support/conversations/${encodeURIComponent(id)}/close`, {
    schema: supportConversationRowResponse,
  });
}

export function useCloseSupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeSupport(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_SUPPORT_KEY }),
  });
}

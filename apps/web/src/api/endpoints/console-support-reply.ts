/**
 * POST /v1/admin/support/conversations/{id}/reply {body} (issue 30 "Support"; right support): staff's reply,
 * trimmed, 1–2000 characters; it reaches the player live. Audited as `support.reply`. 409 support_closed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportReplyResponse } from '@cases/domain/api/admin-support';
import { apiPost } from '../client.ts';
import { CONSOLE_SUPPORT_KEY } from './get-console-support-inbox.ts';

export function replySupport(id: string, body: string): Promise<unknown> {
  return apiPost(`/v1/admin/support/conversations/${encodeURIComponent(id)}/reply`, {
    schema: supportReplyResponse,
    body: { body },
  });
}

export function useReplySupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replySupport(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_SUPPORT_KEY }),
  });
}

/**
 * POST /v1/admin/promo/{code}/approve (issue 44; right money.adjust): the second approval of an instant code that
 * waits (over PROMO_INSTANT_CAP_RUB or its saver's day cap). Errors: 403 console_forbidden (no right, or one's own
 * code), 404 promo_not_found, 409 promo_not_pending.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPromo } from '@cases/domain/api/admin-content';
import { apiPost } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export function approveConsolePromo(input: { code: string }) {
  return apiPost(`/v1/admin/promo/${encodeURIComponent(input.code)}/approve`, {
    schema: adminPromo,
  });
}

/** The call; the console's `promo` queries are read again after it. */
export function useApproveConsolePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveConsolePromo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'promo'] }),
  });
}

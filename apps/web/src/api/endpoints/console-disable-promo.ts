/**
 * POST /v1/admin/promo/{code}/disable (issue 30; right content): the code expires now.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPromo } from '@cases/domain/api/admin-content';
import { apiPost } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export function disableConsolePromo(input: { code: string }) {
  return apiPost(`/v1/admin/promo/${encodeURIComponent(input.code)}/disable`, {
    schema: adminPromo,
  });
}

/** The call; the console's `promo` queries are read again after it. */
export function useDisableConsolePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableConsolePromo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'promo'] }),
  });
}

/**
 * POST /v1/admin/promo/{code}/disable (issue 30; right content): the code expires now.
 */
import { adminPromo } from '@cases/domain/api/admin-content';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function disableConsolePromo(input: { code: string }) {
  return apiPost(`/v1/admin/promo/${encodeURIComponent(input.code)}/disable`, {
    schema: adminPromo,
  });
}

/** The call; the console's `promo` queries are read again after it. */
export function useDisableConsolePromo() {
  return useConsoleMutation(disableConsolePromo, { root: 'promo' });
}

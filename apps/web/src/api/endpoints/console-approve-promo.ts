/**
 * POST /v1/admin/promo/{code}/approve (issue 44; right money.adjust): the second approval of an instant code that
 * waits (over PROMO_INSTANT_CAP_RUB or its saver's day cap). Errors: 403 console_forbidden (no right, or one's own
 * code), 404 promo_not_found, 409 promo_not_pending.
 */
import { adminPromo } from '@cases/domain/api/admin-content';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function approveConsolePromo(input: { code: string }) {
  return apiPost(`/v1/admin/promo/${encodeURIComponent(input.code)}/approve`, {
    schema: adminPromo,
  });
}

/** The call; the console's `promo` queries are read again after it. */
export function useApproveConsolePromo() {
  return useConsoleMutation(approveConsolePromo, { root: 'promo' });
}

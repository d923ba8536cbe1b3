/**
 * POST /v1/admin/withdrawals/{id}/retry (issue 30 "The withdrawal queue"; right withdrawals): retries a withdrawal — an open (stuck) one gets a fresh timer and a step now, a failed one starts again as a new withdrawal of the item. Audited as `withdrawal.retry`.
 * 409 withdrawal_state when the withdrawal's state does not allow it.
 */
import { withdrawalActionResponse } from '@cases/domain/api/admin-withdrawals';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function retryWithdrawal(id: string) {
  return apiPost(`/v1/admin/withdrawals/${encodeURIComponent(id)}/retry`, {
    schema: withdrawalActionResponse,
  });
}

export function useRetryWithdrawal() {
  return useConsoleMutation((id: string) => retryWithdrawal(id), { settled: true });
}

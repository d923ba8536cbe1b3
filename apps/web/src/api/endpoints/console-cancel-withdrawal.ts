/**
 * POST /v1/admin/withdrawals/{id}/cancel (issue 30 "The withdrawal queue"; right withdrawals): cancels an open withdrawal — its offer is withdrawn and the item goes back to the player's inventory as active. Audited as `withdrawal.cancel`.
 * 409 withdrawal_state when the withdrawal's state does not allow it.
 */
import { withdrawalActionResponse } from '@cases/domain/api/admin-withdrawals';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function cancelWithdrawal(id: string) {
  return apiPost(`/v1/admin/withdrawals/${encodeURIComponent(id)}/cancel`, {
    schema: withdrawalActionResponse,
  });
}

export function useCancelWithdrawal() {
  return useConsoleMutation((id: string) => cancelWithdrawal(id), { settled: true });
}

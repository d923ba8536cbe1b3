/**
 * POST /v1/admin/withdrawals/{id}/mark-sent {trade_offer_id?, note} (issue 30 "The withdrawal queue"; right
 * withdrawals): the item was delivered by hand in Steam — the withdrawal is done, the item STEAM_WITHDRAWN.
 * Audited as `withdrawal.mark_sent` with the note. 409 withdrawal_state when it is finished.
 */
import { withdrawalActionResponse } from '@cases/domain/api/admin-withdrawals';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export interface MarkSent {
  id: string;
  tradeOfferId: string;
  note: string;
}

export function markWithdrawalSent({ id, tradeOfferId, note }: MarkSent) {
  return apiPost(`/v1/admin/withdrawals/${encodeURIComponent(id)}/mark-sent`, {
    schema: withdrawalActionResponse,
    body: { note, ...(tradeOfferId ? { tradeOfferId } : {}) },
  });
}

export function useMarkWithdrawalSent() {
  return useConsoleMutation(markWithdrawalSent, { settled: true });
}

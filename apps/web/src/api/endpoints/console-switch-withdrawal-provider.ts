/**
 * POST /v1/admin/withdrawals/{id}/provider {provider} (issue 46; right withdrawals): a withdrawal no provider was asked
 * to deliver yet goes to `provider` alone. Audited as `withdrawal.provider`. 409 withdrawal_state once a provider was
 * asked (or it is no longer waiting), 400 withdrawal_provider_unavailable for one the shop does not run.
 */
import {
  withdrawalActionResponse,
  type TRADE_PROVIDER_NAMES,
} from '@cases/domain/api/admin-withdrawals';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export interface SwitchProvider {
  id: string;
  provider: (typeof TRADE_PROVIDER_NAMES)[number];
}

export function switchWithdrawalProvider({ id, provider }: SwitchProvider) {
  return apiPost(`/v1/admin/withdrawals/${encodeURIComponent(id)}/provider`, {
    schema: withdrawalActionResponse,
    body: { provider },
  });
}

export function useSwitchWithdrawalProvider() {
  return useConsoleMutation(switchWithdrawalProvider, { settled: true });
}

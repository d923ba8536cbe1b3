/**
 * POST /v1/admin/orders/{id}/reconcile (issue 30 "reconcile now"; right withdrawals): asks the provider about
 * the order now; a final answer settles it exactly once (as its callback would). Audited as `order.reconcile`.
 */
import { reconcileResponse } from '@cases/domain/api/admin-payments';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export function reconcileOrder(id: string) {
  return apiPost(`/v1/admin/orders/${encodeURIComponent(id)}/reconcile`, {
    schema: reconcileResponse,
  });
}

export function useReconcileOrder(id: string) {
  return useConsoleMutation(() => reconcileOrder(id), { settled: true });
}
